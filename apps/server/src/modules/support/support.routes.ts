import { ZIdParams, ZPageQuery } from '@atrium/contracts/common';
import {
  ZLocationTicketsQuery,
  ZSupportEmbedContext,
  ZSupportEmbedQuery,
  ZSupportTeamMembers,
  ZTicketCommentList,
  ZTicketCommentsQuery,
  ZTicketFilter,
  ZTicketList,
  ZTicketResponse,
  ZUnreadComments,
} from '@atrium/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { getTicket, listDefaultTickets, listLocationTickets, listTickets } from './support.service';
import { checkEmbed } from './support-embed';
import { registerTicketWatching } from './support-realtime';
import { ticketWriteRoutes } from './support-writes.routes';
import { listTeamMembers } from './ticket-changes';
import { listComments, unreadComments } from './ticket-comments';

/** Support tickets (issue 5) at SPEC 7's paths; see docs/decisions/011-support-tickets.md. */
export async function supportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const realtime = app.realtime;
  registerTicketWatching({ db, realtime, log: app.log });
  const base = { onRequest: requireSignedIn };
  const doc = { tags: ['Support'], security: [{ bearer: [] }] };
  const P = '/api/v1/support';

  app.get(
    P,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Tickets I may see, newest activity first',
        querystring: ZPageQuery,
        response: { 200: ZTicketList },
      },
    },
    (request) => listDefaultTickets({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    `${P}/filter`,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Tickets by queue and filters, newest activity first',
        querystring: ZTicketFilter,
        response: { 200: ZTicketList },
      },
    },
    (request) => listTickets({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    `${P}/getcomments`,
    {
      ...base,
      schema: {
        ...doc,
        summary: "A ticket's comments, oldest first (internal notes for the team)",
        querystring: ZTicketCommentsQuery,
        response: { 200: ZTicketCommentList },
      },
    },
    (request) => listComments({ db, actor: request.actor, ticketId: request.query.ticketId }),
  );
  app.get(
    `${P}/tickets/loc-submitted`,
    {
      ...base,
      schema: { ...doc, summary: "One location's tickets", querystring: ZLocationTicketsQuery, response: { 200: ZTicketList } },
    },
    (request) => listLocationTickets({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    `${P}/GetUnreadComments`,
    { ...base, schema: { ...doc, summary: 'My unread comments, in total and per ticket', response: { 200: ZUnreadComments } } },
    (request) => unreadComments({ db, actor: request.actor }),
  );
  app.get(
    `${P}/team`,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Who a ticket can be assigned to (its team)',
        querystring: ZTicketCommentsQuery,
        response: { 200: ZSupportTeamMembers },
      },
    },
    (request) => listTeamMembers({ db, actor: request.actor, ticketId: request.query.ticketId }),
  );
  app.get(
    `${P}/embed`,
    {
      ...base,
      schema: {
        ...doc,
        summary: "The embedded view's check of its frame's ids",
        querystring: ZSupportEmbedQuery,
        response: { 200: ZSupportEmbedContext },
      },
    },
    (request) => checkEmbed({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    `${P}/:id`,
    { ...base, schema: { ...doc, summary: 'One ticket', params: ZIdParams, response: { 200: ZTicketResponse } } },
    (request) => getTicket({ db, actor: request.actor, ticketId: request.params.id }),
  );
  await app.register(ticketWriteRoutes);
}
