import { reviewEndpoints as api } from '@atrium/contracts/installs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { listReviews, replyToReview, submitFeedback } from './reviews.service';

/** Reviews: read by anyone, written by the people an app is installed for, answered by its developer. */
export async function reviewRoutes(app: FastifyInstance) {
  route(app, api.list, ({ db, actor, query }) => listReviews({ db, actor, query }));
  route(app, api.submitFeedback, ({ db, actor, body }) => submitFeedback({ db, actor, input: body }));
  route(app, api.reply, ({ db, actor, params, body }) => replyToReview({ db, actor, reviewId: params.id, body: body.body }));
}
