import { ZIdParams, ZOk } from '@atrium/contracts/common';
import {
  ZMarkCommentsRead,
  ZTicketAssign,
  ZTicketChat,
  ZTicketChatResponse,
  ZTicketCreate,
  ZTicketCreateEmbedded,
  ZTicketRating,
  ZTicketResponse,
  ZTicketUpdate,
} from '@atrium/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { createTicket } from './support.service';
import { createEmbeddedTicket } from './support-embed';
import { assignTicket, closeTicket, rateTicket, updateTicket } from './ticket-changes';
import { addComment, markCommentsRead } from './ticket-comments';

/** The support routes that write: raising, commenting, reading marks and changes. Each one goes live. */
export async function ticketWriteRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const realtime = app.realtime;
  const base = { onRequest: requireSignedIn };
  const doc = { tags: ['Support'], security: [{ bearer: [] }] };
  const P = '/api/v1/support';

  app.post(
    P,
    { ...base, schema: { ...doc, summary: 'Raise a ticket', body: ZTicketCreate, response: { 201: ZTicketResponse } } },
    async (request, reply) =>
      reply.status(201).send(await createTicket({ db, actor: request.actor, realtime, input: request.body })),
  );
  app.post(
    `${P}/create-v2`,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Raise a ticket from the embedded view',
        body: ZTicketCreateEmbedded,
        response: { 201: ZTicketResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createEmbeddedTicket({ db, actor: request.actor, realtime, input: request.body })),
  );
  app.post(
    `${P}/assign_user`,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Assign a ticket to someone on its team (null unassigns)',
        body: ZTicketAssign,
        response: { 200: ZTicketResponse },
      },
    },
    (request) => assignTicket({ db, actor: request.actor, realtime, input: request.body }),
  );
  app.post(
    `${P}/tickets/ticketchat`,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Comment on a ticket, or add an internal note (team)',
        body: ZTicketChat,
        response: { 201: ZTicketChatResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment({ db, actor: request.actor, realtime, input: request.body })),
  );
  app.put(
    `${P}/MarkCommentsAsRead`,
    { ...base, schema: { ...doc, summary: "Mark a ticket's comments read", body: ZMarkCommentsRead, response: { 200: ZOk } } },
    (request) => markCommentsRead({ db, actor: request.actor, ticketId: request.body.ticketId }),
  );
  app.put(
    `${P}/:id`,
    {
      ...base,
      schema: {
        ...doc,
        summary: "Change a ticket (team: status, priority, category; submitter's side: subject)",
        params: ZIdParams,
        body: ZTicketUpdate,
        response: { 200: ZTicketResponse },
      },
    },
    (request) => updateTicket({ db, actor: request.actor, realtime, ticketId: request.params.id, input: request.body }),
  );
  app.post(
    `${P}/:id/close`,
    { ...base, schema: { ...doc, summary: 'Close a ticket', params: ZIdParams, response: { 200: ZTicketResponse } } },
    (request) => closeTicket({ db, actor: request.actor, realtime, ticketId: request.params.id }),
  );
  app.post(
    `${P}/:id/rating`,
    {
      ...base,
      schema: {
        ...doc,
        summary: 'Rate a solved or closed ticket, once',
        params: ZIdParams,
        body: ZTicketRating,
        response: { 200: ZTicketResponse },
      },
    },
    (request) => rateTicket({ db, actor: request.actor, realtime, ticketId: request.params.id, input: request.body }),
  );
}
