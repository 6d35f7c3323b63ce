import { ZIdParams } from '@atrium/contracts/common';
import { ZUserResponse } from '@atrium/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { getUserForActor } from './users.service';

export async function userRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  app.get(
    '/api/v1/user/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['Users'],
        summary: 'A user by _id (yourself, or someone in your agency or location)',
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: { 200: ZUserResponse },
      },
    },
    async (request) => ({
      data: await getUserForActor({ db, actor: request.actor, id: request.params.id, superAdminEmail: config.SUPER_ADMIN_EMAIL }),
    }),
  );
}
