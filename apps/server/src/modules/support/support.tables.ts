import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@atrium/contracts/support';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { agencies, locations, users } from '../../platform/tenancy/tenancy.tables';

export const ticketStatusEnum = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketPriorityEnum = pgEnum('ticket_priority', TICKET_PRIORITIES);
export const ticketCategoryEnum = pgEnum('ticket_category', TICKET_CATEGORIES);

/**
 * Support tickets. `teamAgencyId` is whose team answers (null: the platform's); `agencyId` and `locationId`
 * are the submitter's side (a location's people, an agency's staff, or neither for people of no agency).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    _id: idColumn(),
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }),
    teamAgencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    agencyId: uuid().references(() => agencies._id, { onDelete: 'cascade' }),
    locationId: uuid().references(() => locations._id, { onDelete: 'cascade' }),
    submittedById: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    assigneeId: uuid().references(() => users._id, { onDelete: 'set null' }),
    subject: text().notNull(),
    description: text().notNull(),
    category: ticketCategoryEnum().notNull().default('question'),
    priority: ticketPriorityEnum().notNull().default('normal'),
    status: ticketStatusEnum().notNull().default('open'),
    attachments: text().array().notNull().default(sql`'{}'::text[]`),
    commentCount: integer().notNull().default(0),
    firstResponseAt: timestamp({ withTimezone: true }),
    solvedAt: timestamp({ withTimezone: true }),
    rating: integer(),
    ratingComment: text(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.teamAgencyId, t.lastActivityAt),
    index().on(t.agencyId, t.lastActivityAt),
    index().on(t.locationId, t.lastActivityAt),
    index().on(t.submittedById),
    index().on(t.assigneeId),
  ],
);

/** Comments on a ticket: public answers and questions, or the team's internal notes. */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    _id: idColumn(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets._id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    fromTeam: boolean().notNull(),
    internal: boolean().notNull().default(false),
    body: text().notNull(),
    attachments: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.ticketId, t.createdAt)],
);

/** Up to when each person has read each ticket's comments (unread counts). */
export const ticketReads = pgTable(
  'ticket_reads',
  {
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets._id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    lastReadAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] }), index().on(t.userId)],
);
