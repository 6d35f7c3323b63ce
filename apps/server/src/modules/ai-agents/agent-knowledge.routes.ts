import { AGENT_FILE_MAX_BYTES, agentKnowledgeEndpoints as api } from '@atrium/contracts/agent-knowledge';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { readOneFile } from '../uploads/multipart-image';
import { deleteFile, listFiles, uploadFile } from './agent-files.service';
import type { AnnounceWrite } from './agent-knowledge-writes';
import { createQaPair, deleteQaPair, listQaPairs, updateQaPair } from './agent-qa.service';

/** An agent's own knowledge: Q&A pairs and files under `/v1/agents/:id` (decision 036). */
export async function agentKnowledgeRoutes(app: FastifyInstance) {
  const announce: AnnounceWrite = (write) => app.contentWrites.emit(write);
  route(app, api.qaList, ({ db, actor, params }) => listQaPairs({ db, actor, agentId: params.id }));
  route(app, api.qaCreate, ({ db, actor, params, body }) =>
    createQaPair({ db, actor, agentId: params.id, input: body, announce }),
  );
  route(app, api.qaUpdate, ({ db, actor, params, body }) =>
    updateQaPair({ db, actor, agentId: params.id, pairId: params.pairId, input: body, announce }),
  );
  route(app, api.qaDelete, ({ db, actor, params }) =>
    deleteQaPair({ db, actor, agentId: params.id, pairId: params.pairId, announce }),
  );
  route(app, api.files, ({ db, actor, params }) => listFiles({ db, actor, agentId: params.id }));
  route(app, api.fileUpload, ({ db, actor, params, request }) =>
    uploadFile({
      db,
      actor,
      agentId: params.id,
      receive: () => readOneFile(request, { field: 'file', maxBytes: AGENT_FILE_MAX_BYTES, what: 'the file' }),
      announce,
    }),
  );
  route(app, api.fileDelete, ({ db, actor, params }) =>
    deleteFile({ db, actor, agentId: params.id, fileId: params.fileId, announce }),
  );
}
