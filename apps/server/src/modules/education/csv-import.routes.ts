import { csvImportEndpoints as api, CSV_BODY_LIMIT } from '@atrium/contracts/csv-import';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { importCsv } from './csv-import';

export async function csvImportRoutes(app: FastifyInstance) {
  // Only this plugin reads text/csv bodies (encapsulated), as a string.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  route(app, api.upload, ({ db, actor, query, body }) =>
    importCsv({ db, actor, text: body, target: query.target, parentId: query.parentId, mode: query.mode }),
  );
}
