import { agencyCrmEndpoints as agency, crmEndpoints as api, ZCrmConnectionKind } from '@atrium/contracts/crm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { getCrmAppSetup, getLinkedCrmCompany, listCrmProducts, listCrmSnapshots, listCrmWorkflows } from './crm-agency.service';
import { completeCrmConnection, disconnectCrmConnection, listCrmConnections, startCrmConnection } from './crm-connect.service';
import { crmWebhookRoutes } from './crm-webhooks.routes';

const notConfigured = () => new AppError(503, 'unavailable', 'The CRM connection is not set up on this server');

export async function crmRoutes(app: FastifyInstance) {
  const { crm: settings, secrets } = app.deps;
  const client = settings ? createCrmClient({ apiUrl: settings.apiUrl }) : null;
  const configured = () => {
    if (!settings || !client) throw notConfigured();
    return { settings, client };
  };

  route(app, api.connections, ({ db, actor }) => listCrmConnections({ db, actor }));
  route(app, api.authorize, ({ db, actor, params, body }) =>
    startCrmConnection({
      db,
      actor,
      settings: configured().settings,
      secrets,
      kind: ZCrmConnectionKind.parse(params.kind),
      locationId: body.locationId,
    }),
  );
  route(app, api.callback, ({ db, actor, body }) => {
    const { settings, client } = configured();
    return completeCrmConnection({ db, actor, settings, secrets, exchanger: client, body });
  });
  await app.register(crmWebhookRoutes, { settings: () => configured().settings });
  route(app, api.disconnect, ({ db, actor, params }) => disconnectCrmConnection({ db, actor, id: params.id }));

  // SPEC 7's Agency group. Registered as static paths, they win over `/agency/:id`.
  const reading = (db: DbOrTx) => ({ db, secrets, ...configured() });
  route(app, agency.company, ({ db, actor }) => getLinkedCrmCompany({ ...reading(db), actor }));
  route(app, agency.appSetup, ({ db, actor }) => getCrmAppSetup({ db, actor, settings: configured().settings }));
  route(app, agency.workflows, ({ db, actor, query }) =>
    listCrmWorkflows({ ...reading(db), actor, crmLocationId: query.crmLocationId }),
  );
  route(app, agency.products, ({ db, actor, query }) =>
    listCrmProducts({ ...reading(db), actor, crmLocationId: query.crmLocationId, search: query.search }),
  );
  route(app, agency.snapshots, ({ db, actor }) => listCrmSnapshots({ ...reading(db), actor }));
}
