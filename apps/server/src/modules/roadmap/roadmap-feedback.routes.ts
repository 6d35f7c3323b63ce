import { ZIdParams } from '@atrium/contracts/common';
import {
  ZRoadmapCommentCreate,
  ZRoadmapCommentList,
  ZRoadmapCommentResponse,
  ZRoadmapItemResponse,
  ZRoadmapRequest,
  ZRoadmapVoteResult,
} from '@atrium/contracts/roadmap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { requestItem } from './roadmap.service';
import { addComment, listComments, unvote, vote } from './roadmap-feedback.service';

/** What everyone signed in may add to a roadmap: ideas, votes and comments (comments are public to read). */
export async function roadmapFeedbackRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Roadmap'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: requireSignedIn };
  const db = app.deps.db;

  app.post(
    '/api/v1/roadmap/requests',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Suggest an idea: it enters under review with my vote',
        body: ZRoadmapRequest,
        response: { 201: ZRoadmapItemResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await requestItem({ db, actor: request.actor, input: request.body })),
  );
  app.post(
    '/api/v1/roadmap/:id/vote',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Vote for an item (once; again is harmless)',
        params: ZIdParams,
        response: { 200: ZRoadmapVoteResult },
      },
    },
    (request) => vote({ db, actor: request.actor, id: request.params.id }),
  );
  app.delete(
    '/api/v1/roadmap/:id/vote',
    {
      ...signedIn,
      schema: { tags, security, summary: 'Take my vote back', params: ZIdParams, response: { 200: ZRoadmapVoteResult } },
    },
    (request) => unvote({ db, actor: request.actor, id: request.params.id }),
  );
  app.get(
    '/api/v1/roadmap/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments, oldest first (moved ones say where from)',
        params: ZIdParams,
        response: { 200: ZRoadmapCommentList },
      },
    },
    (request) => listComments({ db, actor: request.actor, id: request.params.id }),
  );
  app.post(
    '/api/v1/roadmap/:id/comments',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Comment on an item',
        params: ZIdParams,
        body: ZRoadmapCommentCreate,
        response: { 201: ZRoadmapCommentResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addComment({ db, actor: request.actor, id: request.params.id, body: request.body.body })),
  );
}
