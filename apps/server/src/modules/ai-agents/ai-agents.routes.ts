import { agentEndpoints as api } from '@atrium/contracts/ai-agents';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import type { AnnounceWrite } from './agent-knowledge-writes';
import type { AgentDeps } from './agent-run';
import { streamAnswer } from './agent-run';
import type { SearchApps } from './agent-tools';
import { startPlayground, startTurn } from './agent-turn';
import {
  deleteAgent,
  getAgent,
  listAgents,
  listVersions,
  publishAgent,
  restoreVersion,
  saveAgent,
  unpublishAgent,
} from './agents.service';
import { listUsage, setLimits } from './ai-usage.service';

/** AI agents on SPEC 7's AI base `/v1` (docs/decisions/034-ai-agents.md). */
export async function agentRoutes(app: FastifyInstance, opts: { searchApps: SearchApps }) {
  const deps: AgentDeps = {
    db: app.deps.db,
    realtime: app.realtime,
    backend: app.deps.ai,
    retrieve: app.deps.retrieveKnowledge,
    searchApps: opts.searchApps,
    log: app.log,
  };
  route(app, api.list, ({ db, actor }) => listAgents({ db, actor }));
  route(app, api.save, ({ db, actor, body }) => saveAgent({ db, actor, input: body }));
  route(app, api.message, async ({ db, actor, body, reply }) =>
    streamAnswer(deps, await startTurn({ db, actor, input: body }), reply),
  );
  route(app, api.locationMessage, async ({ db, actor, body, reply }) =>
    streamAnswer(deps, await startTurn({ db, actor, input: body, location: body.locationId }), reply),
  );
  route(app, api.usage, ({ db, actor }) => listUsage({ db, actor }));
  route(app, api.setLimits, ({ db, actor, body }) => setLimits({ db, actor, input: body }));
  route(app, api.get, ({ db, actor, params }) => getAgent({ db, actor, agentId: params.id }));
  route(app, api.publish, ({ db, actor, params }) => publishAgent({ db, actor, agentId: params.id }));
  route(app, api.unpublish, ({ db, actor, params }) => unpublishAgent({ db, actor, agentId: params.id }));
  const announce: AnnounceWrite = (write) => app.contentWrites.emit(write);
  route(app, api.remove, ({ db, actor, params }) => deleteAgent({ db, actor, agentId: params.id, announce }));
  route(app, api.versions, ({ db, actor, params }) => listVersions({ db, actor, agentId: params.id }));
  route(app, api.restore, ({ db, actor, params, body }) =>
    restoreVersion({ db, actor, agentId: params.id, versionId: body.versionId }),
  );
  route(app, api.playground, async ({ db, actor, params, body, reply }) =>
    streamAnswer(deps, await startPlayground({ db, actor, agentId: params.id, input: body }), reply),
  );
}
