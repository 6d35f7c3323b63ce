import { ZCategoryTranslations, ZCategoryTranslationsQuery } from '@atrium/contracts/categories';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categoryLabels } from './category-translations';

/**
 * How long a browser may reuse a language's labels: they change only when translations are corrected, and a
 * reader seeing yesterday's wording for a few minutes is harmless.
 */
const MAX_AGE_SECONDS = 600;

/** Public: category names in the reader's language, for the marketplace and the roadmaps. */
export async function categoryTranslationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  app.get(
    '/api/v1/categories/translations',
    {
      schema: {
        tags: ['Marketplace'],
        summary: 'Category names (app or roadmap) in one language, falling back to English',
        querystring: ZCategoryTranslationsQuery,
        response: { 200: ZCategoryTranslations },
      },
    },
    async (request, reply) => {
      const data = await categoryLabels({ db, kind: request.query.kind, lang: request.query.lang });
      reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
      return { data };
    },
  );
}
