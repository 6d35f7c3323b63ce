import { ZIdParams, ZPageQuery } from '@atrium/contracts/common';
import { ZOutboxList, ZOutboxMailResponse } from '@atrium/contracts/email-outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../auth/auth-plugin';
import { getOutboxMail, listOutbox } from './outbox.service';

/** The super admin's window on sent and unsent mail (`/admin/outbox` on the web). */
export async function outboxRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const common = { tags: ['Admin'], security: [{ bearer: [] }] };
  app.get(
    '/api/v1/admin/outbox',
    {
      onRequest: requireSignedIn,
      schema: {
        ...common,
        summary: 'Every mail, newest first (super admin)',
        querystring: ZPageQuery,
        response: { 200: ZOutboxList },
      },
    },
    async (request) => listOutbox({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    '/api/v1/admin/outbox/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        ...common,
        summary: 'One mail with its text (super admin)',
        params: ZIdParams,
        response: { 200: ZOutboxMailResponse },
      },
    },
    async (request) => ({ data: await getOutboxMail({ db, actor: request.actor, id: request.params.id }) }),
  );
}
