import { supportEndpoints as api } from '@atrium/contracts/support';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { getTicket, listDefaultTickets, listLocationTickets, listTickets } from './support.service';
import { checkEmbed } from './support-embed';
import { registerTicketWatching } from './support-realtime';
import { ticketWriteRoutes } from './support-writes.routes';
import { listTeamMembers } from './ticket-changes';
import { listComments, unreadComments } from './ticket-comments';

/** Support tickets (issue 5) at SPEC 7's paths; see docs/decisions/011-support-tickets.md. */
export async function supportRoutes(app: FastifyInstance) {
  registerTicketWatching({ db: app.deps.db, realtime: app.realtime, log: app.log });
  route(app, api.list, ({ db, actor, query }) => listDefaultTickets({ db, actor, query }));
  route(app, api.filter, ({ db, actor, query }) => listTickets({ db, actor, query }));
  route(app, api.comments, ({ db, actor, query }) => listComments({ db, actor, ticketId: query.ticketId }));
  route(app, api.locationTickets, ({ db, actor, query }) => listLocationTickets({ db, actor, query }));
  route(app, api.unread, ({ db, actor }) => unreadComments({ db, actor }));
  route(app, api.team, ({ db, actor, query }) => listTeamMembers({ db, actor, ticketId: query.ticketId }));
  route(app, api.embed, ({ db, actor, query }) => checkEmbed({ db, actor, query }));
  route(app, api.get, ({ db, actor, params }) => getTicket({ db, actor, ticketId: params.id }));
  await app.register(ticketWriteRoutes);
}
