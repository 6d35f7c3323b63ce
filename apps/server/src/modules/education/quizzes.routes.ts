import { ZIdParams } from '@atrium/contracts/common';
import {
  ZQuizResultList,
  ZQuizResultQuery,
  ZQuizResultResponse,
  ZQuizSubmission,
  ZQuizToTakeResponse,
} from '@atrium/contracts/quizzes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { getMyResult, listMyResults, submitQuiz, takeQuiz } from './quizzes.service';

/** Taking quizzes: the chapter to take, a submission, and my results (a passed one is a certificate). */
export async function quizRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Quizzes'];
  const security = [{ bearer: [] }];
  const base = { onRequest: requireSignedIn };
  app.get(
    '/api/v1/question_chapters/:id/take',
    {
      ...base,
      schema: {
        tags,
        summary: 'A quiz to take: its questions without the answers, and my attempts',
        security,
        params: ZIdParams,
        response: { 200: ZQuizToTakeResponse },
      },
    },
    (request) => takeQuiz({ db: app.deps.db, actor: request.actor, id: request.params.id }),
  );
  app.post(
    '/api/v1/question_chapters/:id/submit',
    {
      ...base,
      schema: {
        tags,
        summary: 'Submit my answers: scored at once, one attempt used',
        security,
        params: ZIdParams,
        body: ZQuizSubmission,
        response: { 201: ZQuizResultResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await submitQuiz({ db: app.deps.db, actor: request.actor, id: request.params.id, answers: request.body.answers })),
  );
  app.get(
    '/api/v1/question_results',
    {
      ...base,
      schema: {
        tags,
        summary: 'My quiz results, newest first',
        security,
        querystring: ZQuizResultQuery,
        response: { 200: ZQuizResultList },
      },
    },
    (request) => listMyResults({ db: app.deps.db, actor: request.actor, chapterId: request.query.chapterId }),
  );
  app.get(
    '/api/v1/question_results/:id',
    {
      ...base,
      schema: {
        tags,
        summary: 'One of my results (the certificate of a passed quiz)',
        security,
        params: ZIdParams,
        response: { 200: ZQuizResultResponse },
      },
    },
    (request) => getMyResult({ db: app.deps.db, actor: request.actor, id: request.params.id }),
  );
}
