import { ZAgencyProfileResponse, ZAgencyProfileUpdate, ZAgencyResponse, ZAgencyUpdate } from '@atrium/contracts/agencies';
import { ZIdParams } from '@atrium/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { getAgencyForActor, getOwnAgency, getOwnAgencyProfile, saveOwnAgencyProfile, updateOwnAgency } from './agencies.service';

export async function agencyRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Every route here needs a signed-in user; 401 comes before any validation.
  app.addHook('onRequest', requireSignedIn);
  const { db } = app.deps;
  const base = { tags: ['Agency'], security: [{ bearer: [] }] };

  app.get(
    '/api/v1/agency',
    { schema: { ...base, summary: 'Your agency', response: { 200: ZAgencyResponse } } },
    async (request) => ({
      data: await getOwnAgency({ db, actor: request.actor }),
    }),
  );
  app.put(
    '/api/v1/agency',
    {
      schema: { ...base, summary: 'Update your agency (agency admins)', body: ZAgencyUpdate, response: { 200: ZAgencyResponse } },
    },
    async (request) => ({ data: await updateOwnAgency({ db, actor: request.actor, input: request.body }) }),
  );
  app.get(
    '/api/v1/agency/profile',
    { schema: { ...base, summary: "Your agency's profile", response: { 200: ZAgencyProfileResponse } } },
    async (request) => ({ data: await getOwnAgencyProfile({ db, actor: request.actor }) }),
  );
  app.post(
    '/api/v1/agency/profile',
    {
      schema: {
        ...base,
        summary: "Save your agency's profile (agency admins)",
        body: ZAgencyProfileUpdate,
        response: { 200: ZAgencyProfileResponse },
      },
    },
    async (request) => ({ data: await saveOwnAgencyProfile({ db, actor: request.actor, input: request.body }) }),
  );
  app.get(
    '/api/v1/agency/:id',
    { schema: { ...base, summary: 'An agency by _id (your own)', params: ZIdParams, response: { 200: ZAgencyResponse } } },
    async (request) => ({ data: await getAgencyForActor({ db, actor: request.actor, id: request.params.id }) }),
  );
}
