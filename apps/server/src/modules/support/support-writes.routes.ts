import { supportEndpoints as api } from '@atrium/contracts/support';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { createTicket } from './support.service';
import { createEmbeddedTicket } from './support-embed';
import { assignTicket, closeTicket, rateTicket, updateTicket } from './ticket-changes';
import { addComment, markCommentsRead } from './ticket-comments';

/** The support routes that write: raising, commenting, reading marks and changes. Each one goes live. */
export async function ticketWriteRoutes(app: FastifyInstance) {
  const { realtime } = app;
  route(app, api.create, ({ db, actor, body }) => createTicket({ db, actor, realtime, input: body }));
  route(app, api.createEmbedded, ({ db, actor, body }) => createEmbeddedTicket({ db, actor, realtime, input: body }));
  route(app, api.assign, ({ db, actor, body }) => assignTicket({ db, actor, realtime, input: body }));
  route(app, api.comment, ({ db, actor, body }) => addComment({ db, actor, realtime, input: body }));
  route(app, api.markRead, ({ db, actor, body }) => markCommentsRead({ db, actor, ticketId: body.ticketId }));
  route(app, api.update, ({ db, actor, params, body }) =>
    updateTicket({ db, actor, realtime, ticketId: params.id, input: body }),
  );
  route(app, api.close, ({ db, actor, params }) => closeTicket({ db, actor, realtime, ticketId: params.id }));
  route(app, api.rate, ({ db, actor, params, body }) => rateTicket({ db, actor, realtime, ticketId: params.id, input: body }));
}
