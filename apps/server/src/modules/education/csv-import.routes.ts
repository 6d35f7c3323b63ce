import { zText } from '@atrium/contracts/common';
import { ZCsvImportQuery, ZCsvImportResponse } from '@atrium/contracts/csv-import';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { importCsv } from './csv-import';

/** At most 2 MB of CSV: thousands of rows, and nothing a browser needs to send in one request beyond that. */
const CSV_BODY_LIMIT = 2 * 1024 * 1024;

export async function csvImportRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Only this plugin reads text/csv bodies (encapsulated), as a string.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/v1/uploadCsv',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['Education'],
        summary: 'Preview or import checklist items, onboarding steps, questions or players from CSV, with a report per row',
        security: [{ bearer: [] }],
        querystring: ZCsvImportQuery,
        body: zText().max(CSV_BODY_LIMIT, 'The file is too large'),
        response: { 200: ZCsvImportResponse },
      },
    },
    (request) =>
      importCsv({
        db: app.deps.db,
        actor: request.actor,
        text: request.body,
        target: request.query.target,
        parentId: request.query.parentId,
        mode: request.query.mode,
      }),
  );
}
