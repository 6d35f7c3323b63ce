import { agencyCrmEndpoints } from '@atrium/contracts/crm';
import { crmSyncEndpoints as api } from '@atrium/contracts/crm-sync';
import type { FastifyInstance } from 'fastify';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { listContactLocations, listLocationContacts } from './crm-contacts.service';
import {
  crmSyncStatus,
  getCrmSyncRun,
  listCrmSyncItems,
  listCrmSyncRuns,
  retryCrmSyncRun,
  startCrmSync,
} from './crm-sync.service';
import type { CrmSyncDeps } from './crm-sync-crm';
import { updateCrmCompany } from './crm-sync-settings';
import { processCrmSyncRun, registerCrmSyncJobs } from './crm-sync-worker';

/** The sync's dependencies on this app: null when the server has no CRM configured. */
export function crmSyncDepsOf(app: FastifyInstance): CrmSyncDeps | null {
  const { crm: settings, db, secrets } = app.deps;
  if (!settings) return null;
  return {
    db,
    secrets,
    settings,
    client: createCrmClient({ apiUrl: settings.apiUrl }),
    jobs: app.jobs,
    realtime: app.realtime,
    log: app.log,
  };
}

export async function crmSyncRoutes(app: FastifyInstance) {
  const deps = crmSyncDepsOf(app);
  const starting = () => {
    if (!deps) throw new AppError(503, 'unavailable', 'The CRM connection is not set up on this server');
    return deps;
  };

  // With a job queue (a running server), a run started by hand begins at once; tests run what they queue themselves.
  const kick =
    deps?.jobs &&
    ((runId: string) => {
      processCrmSyncRun(deps, runId).catch((error: Error) => app.log.error({ runId, error: error.name }, 'CRM sync run crashed'));
    });
  route(app, api.status, ({ db, actor }) => crmSyncStatus({ db, actor }));
  route(app, api.start, ({ actor, body }) => startCrmSync({ deps: starting(), actor, full: body.full, kick: kick || undefined }));
  route(app, api.runs, ({ db, actor, query }) => listCrmSyncRuns({ db, actor, query }));
  route(app, api.run, ({ db, actor, params }) => getCrmSyncRun({ db, actor, id: params.id }));
  route(app, api.items, ({ db, actor, params, query }) => listCrmSyncItems({ db, actor, id: params.id, query }));
  route(app, api.retry, ({ actor, params }) =>
    retryCrmSyncRun({ deps: starting(), actor, id: params.id, kick: kick || undefined }),
  );
  route(app, api.contactLocations, ({ db, actor }) => listContactLocations({ db, actor }));
  route(app, api.contacts, ({ db, actor, params, query }) => listLocationContacts({ db, actor, locationId: params.id, query }));
  // SPEC 7's Agency group: the CRM link's settings are the sync's.
  route(app, agencyCrmEndpoints.updateCompany, ({ db, actor, body }) => updateCrmCompany({ db, actor, body, crm: deps }));

  if (deps) await registerCrmSyncJobs(deps);
}
