import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@atrium/contracts/notifications';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';
import { users } from '../../platform/tenancy/tenancy.tables';

export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** A person's in-app notifications. */
export const notifications = pgTable(
  'notifications',
  {
    _id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    kind: notificationKindEnum().notNull(),
    subject: text().notNull(),
    detail: text(),
    link: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId, t.createdAt), index().on(t.userId, t.readAt)],
);

export const notificationChannelEnum = pgEnum('notification_channel', NOTIFICATION_CHANNELS);

/** How a person wants each kind of notification; a kind with no row uses its default channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    kind: notificationKindEnum().notNull(),
    channel: notificationChannelEnum().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
