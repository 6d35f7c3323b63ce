import { crmImportEndpoints as api } from '@atrium/contracts/crm-imports';
import type { FastifyInstance } from 'fastify';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { publicBaseUrl } from '../../platform/email/public-url';
import { route } from '../../platform/routes/route';
import { getImport, listImportErrors, listImports } from './crm-imports.queries';
import { IMPORT_JOB, runImport, stalledImports } from './crm-imports.run';
import { checkImport, deleteImport, deleteStaleDrafts, queueImport, uploadImport } from './crm-imports.service';
import { crmAgencyWriter } from './crm-writer';
import { readCsvUpload } from './csv-upload';
import { agencyTeam } from './import-access';
import { importTemplate } from './import-mapping';

export async function crmImportRoutes(app: FastifyInstance) {
  const { config, db, secrets, mailer, crm: settings } = app.deps;
  const client = settings ? createCrmClient({ apiUrl: settings.apiUrl }) : null;
  const deps = { db, secrets, settings, client, mailer, realtime: app.realtime, baseUrl: publicBaseUrl(config), log: app.log };

  // Without a job queue (JOBS=off) an import runs in this process; closing waits for it.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const run = async (importId: string) => {
    if (app.jobs) {
      await app.jobs.send(IMPORT_JOB, { importId });
      return;
    }
    const work = runImport(deps, importId).finally(() => running.delete(work));
    running.add(work);
  };
  await app.jobs?.work<{ importId: string }>(IMPORT_JOB, ({ importId }) => runImport(deps, importId));
  // Imports whose worker died (and whose job the queue gave up on) are sent again.
  await app.jobs?.schedule('crm-imports.resume', '*/10 * * * *', async () => {
    for (const importId of await stalledImports(db)) await run(importId);
  });
  await app.jobs?.schedule('crm-imports.drop-drafts', '41 3 * * *', async () => {
    const dropped = await deleteStaleDrafts({ db, now: new Date() });
    if (dropped) app.log.info({ dropped }, 'import drafts never run were deleted');
  });

  route(app, api.upload, async ({ actor, query, request }) => {
    const { bytes, fileName } = await readCsvUpload(request);
    return uploadImport({ db, actor, kind: query.kind, encoding: query.encoding, fileName, bytes });
  });
  route(app, api.template, ({ actor, query, reply }) => {
    agencyTeam(actor);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="atrium-${query.kind}.csv"`)
      .send(importTemplate(query.kind));
  });
  route(app, api.list, ({ actor, query }) => listImports({ db, actor, query }));
  route(app, api.get, ({ actor, params }) => getImport({ db, actor, id: params.id }));
  route(app, api.check, ({ actor, params, body }) => checkImport({ db, actor, id: params.id, mapping: body.mapping }));
  route(app, api.run, async ({ actor, params }) => {
    const queued = await queueImport({
      db,
      actor,
      id: params.id,
      toCrm: async (agencyId) => (await crmAgencyWriter(deps, agencyId)) !== null,
    });
    await run(queued._id);
    return queued;
  });
  route(app, api.errors, ({ actor, params, query }) =>
    listImportErrors({ db, actor, id: params.id, limit: query.limit, cursor: query.cursor }),
  );
  route(app, api.remove, ({ actor, params }) => deleteImport({ db, actor, id: params.id }));
}
