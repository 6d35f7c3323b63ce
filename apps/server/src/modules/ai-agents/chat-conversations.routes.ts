import { conversationEndpoints as api } from '@atrium/contracts/chat-conversations';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { requireUser } from '../../platform/tenancy/actor';
import { registerConversationWatching } from './ai-realtime';
import { createShareLink, rateMessage, readShared, revokeShareLink, setShare } from './conversation-share';
import {
  addPersonMessage,
  filterConversations,
  handBackToAgent,
  listConversationLocations,
  listConversationUsers,
  retrieveConversation,
} from './conversations.service';
import { openHandoff } from './handoff';

/** SPEC 7's chat conversations group and its share settings (docs/decisions/034-ai-agents.md). */
export async function chatConversationRoutes(app: FastifyInstance) {
  const realtime = app.realtime;
  registerConversationWatching({ db: app.deps.db, realtime });
  route(app, api.filter, ({ db, actor, query }) => filterConversations({ db, actor, query }));
  route(app, api.listSubaccounts, ({ db, actor }) => listConversationLocations({ db, actor }));
  route(app, api.listUsers, ({ db, actor }) => listConversationUsers({ db, actor }));
  route(app, api.retrieve, ({ db, actor, params }) => retrieveConversation({ db, actor, conversationId: params.id }));
  route(app, api.addMessage, ({ db, actor, body }) => addPersonMessage({ db, actor, realtime, input: body }));
  route(app, api.handBack, ({ db, actor, params }) => handBackToAgent({ db, actor, realtime, conversationId: params.id }));
  route(app, api.share, ({ db, actor, params, body }) => setShare({ db, actor, conversationId: params.id, share: body.share }));
  route(app, api.createLink, ({ db, actor, params }) => createShareLink({ db, actor, conversationId: params.id }));
  route(app, api.revokeLink, ({ db, actor, params }) => revokeShareLink({ db, actor, conversationId: params.id }));
  route(app, api.handoff, ({ db, actor, params, body }) =>
    openHandoff({
      db,
      realtime,
      actor: requireUser(actor),
      conversationId: params.id,
      ...(body.note ? { note: body.note } : {}),
    }),
  );
  route(app, api.rate, ({ db, actor, params, body }) => rateMessage({ db, actor, realtime, messageId: params.id, input: body }));
  route(app, api.shared, ({ db, params }) => readShared({ db, token: params.token }));
}
