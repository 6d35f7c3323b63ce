import { categoryEndpoints as api } from '@atrium/contracts/categories';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { categoryLabels } from './category-translations';

/**
 * How long a browser may reuse a language's labels: they change only when translations are corrected, and a
 * reader seeing yesterday's wording for a few minutes is harmless.
 */
const MAX_AGE_SECONDS = 600;

/** Public: category names in the reader's language, for the marketplace and the roadmaps. */
export async function categoryTranslationRoutes(app: FastifyInstance) {
  route(app, api.translations, async ({ db, query, reply }) => {
    const labels = await categoryLabels({ db, kind: query.kind, lang: query.lang });
    reply.header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`);
    return labels;
  });
}
