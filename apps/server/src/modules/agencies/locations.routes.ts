import { ZLocationCreate, ZLocationListResponse, ZLocationResponse } from '@atrium/contracts/installs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { createLocation, listLocations } from './locations.service';

/** The agency's locations (sub-accounts). */
export async function locationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireSignedIn);
  const { db } = app.deps;
  const base = { tags: ['Agency'], security: [{ bearer: [] }] };

  app.get(
    '/api/v1/agency/locations',
    {
      schema: {
        ...base,
        summary: "Your agency's locations by name (a location user: its own)",
        response: { 200: ZLocationListResponse },
      },
    },
    async (request) => ({ data: await listLocations({ db, actor: request.actor }) }),
  );
  app.post(
    '/api/v1/agency/locations',
    {
      schema: {
        ...base,
        summary: 'Create a location (agency admins); apps installed on all locations are installed on it too',
        body: ZLocationCreate,
        response: { 201: ZLocationResponse },
      },
    },
    async (request, reply) => {
      const data = await createLocation({ db, actor: request.actor, name: request.body.name });
      return reply.status(201).send({ data });
    },
  );
}
