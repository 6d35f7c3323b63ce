import { outboxEndpoints as api } from '@atrium/contracts/email-outbox';
import type { FastifyInstance } from 'fastify';
import { route } from '../routes/route';
import { getOutboxMail, listOutbox } from './outbox.service';

/** The super admin's window on sent and unsent mail (`/admin/outbox` on the web). */
export async function outboxRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor, query }) => listOutbox({ db, actor, query }));
  route(app, api.get, ({ db, actor, params }) => getOutboxMail({ db, actor, id: params.id }));
}
