import { z } from 'zod';
import { assertLocationAccess, guard, requireUserType, tokenOf } from '../auth';
import type { SandboxApp } from '../deps';
import { parseOr422 } from '../errors';
import type { ResourceDeps } from './context';
import { crmIdSchema, queryInt, queryText } from './validation';

/**
 * conversations.json's `GET /conversations/search`: a location's conversations, newest message first by default,
 * paged by `startAfterDate` (the last row's lastMessageDate), with the contact's name, email and phone.
 */

interface ConversationRow {
  id: string;
  contact_id: string;
  location_id: string;
  type: string;
  last_message_body: string;
  last_message_type: string;
  last_message_direction: string;
  unread_count: number;
  starred: boolean;
  assigned_to: string | null;
  last_message_date: Date;
  date_added: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  tags: string[];
}

const searchQuery = z.object({
  locationId: crmIdSchema,
  contactId: crmIdSchema.optional(),
  assignedTo: crmIdSchema.optional(),
  query: queryText,
  sort: z.enum(['asc', 'desc']).default('desc'),
  sortBy: z.literal('last_message_date').default('last_message_date'),
  startAfterDate: z.coerce.number().int().nonnegative().optional(),
  limit: queryInt(1, 100, 20),
  status: z.enum(['all', 'read', 'unread', 'starred', 'recents']).default('all'),
  lastMessageType: z.string().max(50).optional(),
  lastMessageDirection: z.enum(['inbound', 'outbound']).optional(),
});

const STATUS_SQL = {
  all: 'true',
  recents: 'true',
  read: 'c.unread_count = 0',
  unread: 'c.unread_count > 0',
  starred: 'c.starred',
} as const;

export function registerConversationRoutes(app: SandboxApp, deps: ResourceDeps): void {
  app.get(
    '/conversations/search',
    { preHandler: [...guard(deps, 'conversations.readonly'), requireUserType('Location')] },
    async (request) => {
      const q = parseOr422(searchQuery, request.query);
      await assertLocationAccess(deps, tokenOf(request), q.locationId);
      const like = q.query ? `%${q.query.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
      const where = `c.location_id = $1 AND ($2::text IS NULL OR c.contact_id = $2) AND ($3::text IS NULL OR c.assigned_to = $3)
        AND ($4::text IS NULL OR lower(concat_ws(' ', k.first_name, k.last_name)) LIKE $4 OR lower(k.email) LIKE $4
             OR lower(c.last_message_body) LIKE $4)
        AND ($5::text IS NULL OR c.last_message_type = $5) AND ($6::text IS NULL OR c.last_message_direction = $6)
        AND ${STATUS_SQL[q.status]}`;
      const from =
        'crm_sandbox.conversations c JOIN crm_sandbox.contacts k ON k.id = c.contact_id AND k.location_id = c.location_id';
      const params = [
        q.locationId,
        q.contactId ?? null,
        q.assignedTo ?? null,
        like,
        q.lastMessageType ?? null,
        q.lastMessageDirection ?? null,
      ];
      const direction = q.sort === 'asc' ? 'ASC' : 'DESC';
      const after = q.startAfterDate === undefined ? '' : ` AND c.last_message_date ${q.sort === 'asc' ? '>' : '<'} $7`;
      const [page, total] = await Promise.all([
        deps.pool.query<ConversationRow>(
          `SELECT c.*, k.first_name, k.last_name, k.email, k.phone, k.tags FROM ${from} WHERE ${where}${after}
           ORDER BY c.last_message_date ${direction}, c.id ${direction} LIMIT ${q.limit}`,
          q.startAfterDate === undefined ? params : [...params, new Date(q.startAfterDate)],
        ),
        deps.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${from} WHERE ${where}`, params),
      ]);
      return {
        conversations: page.rows.map((c) => {
          const name = [c.first_name, c.last_name].filter(Boolean).join(' ');
          return {
            id: c.id,
            contactId: c.contact_id,
            locationId: c.location_id,
            lastMessageBody: c.last_message_body,
            lastMessageType: c.last_message_type,
            lastMessageDirection: c.last_message_direction,
            lastMessageDate: c.last_message_date.getTime(),
            dateAdded: c.date_added.getTime(),
            type: c.type,
            unreadCount: c.unread_count,
            starred: c.starred,
            assignedTo: c.assigned_to ?? undefined,
            fullName: name,
            contactName: name,
            email: c.email ?? undefined,
            phone: c.phone ?? undefined,
            tags: c.tags,
            sort: [c.last_message_date.getTime()],
          };
        }),
        total: Number(total.rows[0]!.n),
      };
    },
  );
}
