import {
  ZChangelogCreate,
  ZChangelogFilter,
  ZChangelogList,
  ZChangelogResponse,
  ZChangelogUpdate,
} from '@atrium/contracts/changelogs';
import { ZIdParams } from '@atrium/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import {
  createChangelog,
  deleteChangelog,
  getChangelog,
  listChangelogs,
  publishChangelog,
  updateChangelog,
} from './changelogs.service';

/** Changelog entries: published ones for everyone, drafts and writing for the managers of their roadmap. */
export async function changelogRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Changelogs'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: requireSignedIn };
  const db = app.deps.db;

  app.get(
    '/api/v1/changelogs',
    {
      schema: {
        tags,
        summary: 'Published entries, newest first (status=draft: the drafts I manage)',
        querystring: ZChangelogFilter,
        response: { 200: ZChangelogList },
      },
    },
    (request) => listChangelogs({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    '/api/v1/changelogs/:id',
    {
      schema: {
        tags,
        summary: 'One entry (a draft only for its managers)',
        params: ZIdParams,
        response: { 200: ZChangelogResponse },
      },
    },
    (request) => getChangelog({ db, actor: request.actor, id: request.params.id }),
  );
  app.post(
    '/api/v1/changelogs',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Write a draft entry (managers)',
        body: ZChangelogCreate,
        response: { 201: ZChangelogResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createChangelog({ db, actor: request.actor, input: request.body })),
  );
  app.put(
    '/api/v1/changelogs/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Change an entry (managers)',
        params: ZIdParams,
        body: ZChangelogUpdate,
        response: { 200: ZChangelogResponse },
      },
    },
    (request) => updateChangelog({ db, actor: request.actor, id: request.params.id, input: request.body }),
  );
  app.delete(
    '/api/v1/changelogs/:id',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Delete an entry; shipped items stay shipped (managers)', params: ZIdParams },
    },
    async (request, reply) => {
      await deleteChangelog({ db, actor: request.actor, id: request.params.id });
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v1/changelogs/:id/publish',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Publish: ships the linked items and notifies their voters (managers)',
        params: ZIdParams,
        response: { 200: ZChangelogResponse },
      },
    },
    (request) => publishChangelog({ db, actor: request.actor, id: request.params.id }),
  );
}
