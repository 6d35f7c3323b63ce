import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';

/** `_id` is a UUIDv7: time-ordered, so it doubles as the keyset pagination key. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const timestamps = () => ({
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** PostgreSQL's full-text document type, for generated search columns with a GIN index. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** PostgreSQL's binary string, read and written as a Buffer. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
