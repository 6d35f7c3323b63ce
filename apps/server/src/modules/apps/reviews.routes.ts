import { ZIdParams, zList } from '@atrium/contracts/common';
import {
  ZAppReview,
  ZAppReviewResponse,
  ZAppReviewsQuery,
  ZReviewReplyBody,
  ZSubmitFeedbackBody,
  ZSubmitFeedbackResponse,
} from '@atrium/contracts/installs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { listReviews, replyToReview, submitFeedback } from './reviews.service';

const ZAppReviewList = zList(ZAppReview);

/** Reviews: read by anyone, written by the people an app is installed for, answered by its developer. */
export async function reviewRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['Reviews'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/app/reviews',
    {
      schema: {
        tags,
        summary: "An app's reviews, newest first, keyset paged (stars filters to one star count)",
        querystring: ZAppReviewsQuery,
        response: { 200: ZAppReviewList },
      },
    },
    async (request) => listReviews({ db, actor: request.actor, query: request.query }),
  );
  app.post(
    '/api/v1/app/submit_feedback',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Review (or edit the review of) your install of an app, while installed or up to 15 days after uninstalling',
        body: ZSubmitFeedbackBody,
        response: { 200: ZSubmitFeedbackResponse },
      },
    },
    async (request) => ({ data: await submitFeedback({ db, actor: request.actor, input: request.body }) }),
  );
  app.post(
    '/api/v1/app/reviews/:id/reply',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        security,
        summary: "Answer a review of your app (the app's developer or the super admin)",
        params: ZIdParams,
        body: ZReviewReplyBody,
        response: { 200: ZAppReviewResponse },
      },
    },
    async (request) => ({
      data: await replyToReview({ db, actor: request.actor, reviewId: request.params.id, body: request.body.body }),
    }),
  );
}
