import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';
import { agencies, users } from '../tenancy/tenancy.tables';

/**
 * Every stored upload: who sent it (for the per-person quota), where it lives in storage, and when
 * something first referenced it. Rows still unreferenced a day after upload are deleted with their file.
 */
export const uploads = pgTable(
  'uploads',
  {
    _id: idColumn(),
    /** The storage key (a relative path such as `podcasts/0190....png`); the public URL is `/uploads/<key>`. */
    key: text().notNull().unique(),
    userId: uuid().references(() => users._id, { onDelete: 'set null' }),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'set null' }),
    bytes: bigint({ mode: 'number' }).notNull(),
    contentType: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    referencedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.userId), index().on(t.createdAt)],
);
