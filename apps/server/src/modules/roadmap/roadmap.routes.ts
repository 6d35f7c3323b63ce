import { ZIdParams } from '@atrium/contracts/common';
import {
  ZRoadmapCalendar,
  ZRoadmapCalendarQuery,
  ZRoadmapCategories,
  ZRoadmapFilter,
  ZRoadmapItemCreate,
  ZRoadmapItemList,
  ZRoadmapItemResponse,
  ZRoadmapItemUpdate,
  ZRoadmapMerge,
} from '@atrium/contracts/roadmap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { changelogRoutes } from './changelogs.routes';
import { createItem, deleteItem, getItem, updateItem } from './roadmap.service';
import { roadmapFeedbackRoutes } from './roadmap-feedback.routes';
import { calendarItems, listCategories, listItems } from './roadmap-list';
import { mergeItem } from './roadmap-merge';

/** The product roadmaps: public to read, written by their managers (roadmap-access.ts). */
export async function roadmapRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Roadmap'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: requireSignedIn };
  const db = app.deps.db;

  for (const path of ['/api/v1/roadmap', '/api/v1/roadmap/filter']) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Roadmap items (merged duplicates left out)',
          querystring: ZRoadmapFilter,
          response: { 200: ZRoadmapItemList },
        },
      },
      (request) => listItems({ db, actor: request.actor, query: request.query }),
    );
  }
  app.get(
    '/api/v1/roadmap/categories',
    {
      schema: {
        tags,
        summary: 'The categories in use, with how many items each',
        querystring: z.object({ appId: ZRoadmapFilter.shape.appId }),
        response: { 200: ZRoadmapCategories },
      },
    },
    (request) => listCategories({ db, appId: request.query.appId }),
  );
  app.get(
    '/api/v1/roadmap/calendar',
    {
      schema: {
        tags,
        summary: 'Items by target date in a range of at most a year',
        querystring: ZRoadmapCalendarQuery,
        response: { 200: ZRoadmapCalendar },
      },
    },
    (request) => calendarItems({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    '/api/v1/roadmap/:id',
    {
      schema: {
        tags,
        summary: 'One item (merged ones too, with what they were merged into)',
        params: ZIdParams,
        response: { 200: ZRoadmapItemResponse },
      },
    },
    (request) => getItem({ db, actor: request.actor, id: request.params.id }),
  );
  app.post(
    '/api/v1/roadmap',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Add an item (managers of that roadmap)',
        body: ZRoadmapItemCreate,
        response: { 201: ZRoadmapItemResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createItem({ db, actor: request.actor, input: request.body })),
  );
  app.put(
    '/api/v1/roadmap/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Change an item (managers)',
        params: ZIdParams,
        body: ZRoadmapItemUpdate,
        response: { 200: ZRoadmapItemResponse },
      },
    },
    (request) => updateItem({ db, actor: request.actor, id: request.params.id, input: request.body }),
  );
  app.delete(
    '/api/v1/roadmap/:id',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Delete an item and the duplicates merged into it (managers)', params: ZIdParams },
    },
    async (request, reply) => {
      await deleteItem({ db, actor: request.actor, id: request.params.id });
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/v1/roadmap/:id/merge',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Merge this duplicate into an original; answers the original',
        params: ZIdParams,
        body: ZRoadmapMerge,
        response: { 200: ZRoadmapItemResponse },
      },
    },
    (request) => mergeItem({ db, actor: request.actor, id: request.params.id, intoId: request.body.intoId }),
  );
  await app.register(roadmapFeedbackRoutes);
  // Changelogs belong to the same roadmaps and managers.
  await app.register(changelogRoutes);
}
