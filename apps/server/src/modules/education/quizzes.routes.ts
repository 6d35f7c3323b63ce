import { quizEndpoints as api } from '@atrium/contracts/quizzes';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { getMyResult, listMyResults, submitQuiz, takeQuiz } from './quizzes.service';

/** Taking quizzes: the chapter to take, a submission, and my results (a passed one is a certificate). */
export async function quizRoutes(app: FastifyInstance) {
  route(app, api.take, ({ db, actor, params }) => takeQuiz({ db, actor, id: params.id }));
  route(app, api.submit, ({ db, actor, params, body }) => submitQuiz({ db, actor, id: params.id, answers: body.answers }));
  route(app, api.results, ({ db, actor, query }) => listMyResults({ db, actor, chapterId: query.chapterId }));
  route(app, api.result, ({ db, actor, params }) => getMyResult({ db, actor, id: params.id }));
}
