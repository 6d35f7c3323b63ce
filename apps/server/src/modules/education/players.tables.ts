import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, users } from '../../platform/tenancy/tenancy.tables';

/** What a person shows as a player (absent: no title or avatar, and on the leaderboards). */
export const playerProfiles = pgTable(
  'player_profiles',
  {
    _id: idColumn(),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    title: text(),
    avatarUrl: text(),
    leaderboardOptOut: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex().on(t.userId)],
);

/** An agency's competitions: a ranking over their dates. */
export const competitions = pgTable(
  'competitions',
  {
    _id: idColumn(),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [index().on(t.agencyId, t.startsAt)],
);
