import { installEndpoints as api } from '@atrium/contracts/installs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { getBundle } from './bundles.service';
import { installAndState, uninstallAndState } from './installs.service';
import { approveApp, listApprovals, requestApproval, revokeApproval } from './installs-approvals.service';
import { getInstallState, listInstalledApps } from './installs-state.service';
import { setWebIntegration, setWebIntegrationBulk } from './installs-web.service';

/** Installing apps for an agency and its locations, approvals, web integrations and the store bundles. */
export async function installRoutes(app: FastifyInstance) {
  route(app, api.install, ({ db, actor, body }) => installAndState({ db, actor, ...body }));
  route(app, api.uninstall, ({ db, actor, body }) =>
    uninstallAndState({ db, actor, ...body, payments: app.deps.payments, realtime: app.realtime }),
  );
  route(app, api.state, ({ db, actor, query }) => getInstallState({ db, actor, appId: query.app_id }));
  route(app, api.installed, ({ db, actor, query }) => listInstalledApps({ db, actor, locationId: query.location_id }));
  route(app, api.webIntegration, ({ db, actor, body }) => setWebIntegration({ db, actor, ...body }));
  route(app, api.webIntegrationBulk, ({ db, actor, body }) => setWebIntegrationBulk({ db, actor, ...body }));

  route(app, api.approvals, ({ db, actor }) => listApprovals({ db, actor }));
  route(app, api.approve, ({ db, actor, body }) => approveApp({ db, actor, appId: body.appId }));
  route(app, api.requestApproval, ({ db, actor, body }) => requestApproval({ db, actor, appId: body.appId }));
  route(app, api.revokeApproval, async ({ db, actor, params }) => {
    await revokeApproval({ db, actor, appId: params.appId });
    return { ok: true as const };
  });

  route(app, api.bundle, ({ db, actor, params, query }) =>
    getBundle({ db, actor, slug: params.slug, companyId: query.company_id, locationId: query.location_id }),
  );
}
