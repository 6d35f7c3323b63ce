import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZId, ZIdParams, zText } from './common';
import { requiredText } from './content';
import { endpoint } from './endpoint';

/**
 * AI agents (issue 24, docs/decisions/034-ai-agents.md) on SPEC 7's AI base `/v1`. An agent is owned by the platform
 * (the super admin's) or by one agency, like other owned content. Its row is the draft the builder edits; publishing
 * snapshots the settings as a numbered version, and conversations answer with the latest published version.
 */

/** What an agent may answer from (retrieval reads only the kinds listed, and only what the asker may read). */
export const AGENT_KNOWLEDGE_KINDS = ['faqs', 'docs', 'media', 'changelogs', 'catalogue', 'qa', 'files'] as const;
export const ZAgentKnowledgeKind = z.enum(AGENT_KNOWLEDGE_KINDS);
export type TAgentKnowledgeKind = z.infer<typeof ZAgentKnowledgeKind>;

/**
 * Tools a model may call (the extractive default calls none): search the knowledge again, look up the asker's
 * location's installed apps, hand over to a person (opens a support ticket), suggest an app or a snapshot.
 */
export const AGENT_TOOLS = ['search_knowledge', 'installed_apps', 'handoff', 'suggest'] as const;
export const ZAgentTool = z.enum(AGENT_TOOLS);
export type TAgentTool = z.infer<typeof ZAgentTool>;

export const AGENT_STATUSES = ['draft', 'published'] as const;
export const ZAgentStatus = z.enum(AGENT_STATUSES);

/** The settings the builder edits and a version keeps. */
export const ZAgentSettings = z
  .object({
    name: requiredText('Name', 80),
    /** An uploaded image (`/uploads/...`) or an https address; null shows the default avatar. */
    avatar: ZImageRef.nullable().default(null),
    greeting: zText().trim().max(500, 'At most 500 characters').default(''),
    /** Tone and rules, the model's system message. Knowledge never changes it (decision 032). */
    instructions: zText().trim().max(8_000, 'At most 8000 characters').default(''),
    knowledgeKinds: z
      .array(ZAgentKnowledgeKind)
      .max(AGENT_KNOWLEDGE_KINDS.length)
      .default([...AGENT_KNOWLEDGE_KINDS]),
    /** The agency's locations that may use it; null: all of them. Platform agents are for everyone. */
    locationIds: z.array(ZId).max(500).nullable().default(null),
    tools: z.array(ZAgentTool).max(AGENT_TOOLS.length).default(['search_knowledge', 'handoff']),
  })
  .strict();
export type TAgentSettings = z.infer<typeof ZAgentSettings>;

export const ZAgent = z.object({
  _id: ZId,
  owner: z.enum(['platform', 'agency']),
  agencyId: ZId.nullable(),
  status: ZAgentStatus,
  /** The latest published version's number; null before the first publish. */
  publishedVersion: z.number().int().nullable(),
  /** True when the draft differs from the published version (the builder shows "unpublished changes"). */
  hasDraftChanges: z.boolean(),
  /** True when the viewer may edit, publish and try it. */
  canManage: z.boolean(),
  /**
   * How many conversations (everyone's) the agent has: deleting it deletes them, and the builder says so. Null for
   * viewers who do not manage it (how much others use it is not theirs to see).
   */
  conversationCount: z.number().int().nullable(),
  name: zText(),
  avatar: ZImageRef.nullable(),
  greeting: zText(),
  instructions: zText(),
  knowledgeKinds: z.array(ZAgentKnowledgeKind),
  locationIds: z.array(ZId).nullable(),
  tools: z.array(ZAgentTool),
  createdAt: zText(),
  updatedAt: zText(),
});
export type TAgent = z.infer<typeof ZAgent>;

/** `PUT /v1/agents`: creates an agent (no `_id`) or saves the draft of one (`_id`). */
export const ZAgentSave = ZAgentSettings.extend({ _id: ZId.optional() }).strict();
export type TAgentSave = z.input<typeof ZAgentSave>;

export const ZAgentVersion = z.object({
  _id: ZId,
  agentId: ZId,
  version: z.number().int(),
  settings: ZAgentSettings,
  publishedBy: z.object({ _id: ZId, name: zText() }).nullable(),
  createdAt: zText(),
});
export type TAgentVersion = z.infer<typeof ZAgentVersion>;

export const ZAgentRestore = z.object({ versionId: ZId }).strict();

/** What a person asks. */
const question = requiredText('Message', 4_000);

/** `POST /v1/agents/message`: a message to an agent; without `conversationId` a conversation starts. */
export const ZAgentMessage = z.object({ agentId: ZId, conversationId: ZId.optional(), message: question }).strict();
export type TAgentMessage = z.input<typeof ZAgentMessage>;

/**
 * `POST /v1/agents/location/agent-message`: a location user's conversation with its agency's published agent (the
 * CRM page names the location; it must be the asker's). Without `agentId`, the agency's first agent for the location.
 */
export const ZLocationAgentMessage = z
  .object({ locationId: ZId, agentId: ZId.optional(), conversationId: ZId.optional(), message: question })
  .strict();
export type TLocationAgentMessage = z.input<typeof ZLocationAgentMessage>;

/** `POST /v1/agents/:id/playground`: the draft answers; the history is the playground's own, nothing is saved. */
export const ZAgentPlayground = z
  .object({
    message: question,
    history: z
      .array(z.object({ role: z.enum(['user', 'assistant']), text: zText().max(8_000) }))
      .max(20)
      .default([]),
  })
  .strict();
export type TAgentPlayground = z.input<typeof ZAgentPlayground>;

export const ZCitedSource = z.object({ passageId: zText(), title: zText(), url: zText() });
export type TCitedSource = z.infer<typeof ZCitedSource>;

/**
 * The answer's Server-Sent Events, in order: `start` (the conversation and the saved question), `delta`s of text,
 * `tool` when a tool runs, then exactly one of `done` or `error`. A stopped request saves what was written with
 * finish `aborted`. `handoffOffered`: the agent did not know and offers a person (the handoff endpoint opens a ticket).
 */
export const ZAgentStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: ZId.nullable(), userMessageId: ZId.nullable() }),
  z.object({ type: z.literal('delta'), text: zText() }),
  z.object({ type: z.literal('tool'), name: ZAgentTool }),
  z.object({
    type: z.literal('done'),
    /** The saved answer; null in the playground, or when a person has taken over (the agent stays silent). */
    messageId: ZId.nullable(),
    finishReason: zText(),
    sources: z.array(ZCitedSource),
    handoffOffered: z.boolean(),
    /** A person answers this conversation now: the question was saved, the agent did not answer. */
    personActive: z.boolean(),
  }),
  z.object({ type: z.literal('error'), messageId: ZId.nullable(), code: zText(), message: zText() }),
]);
export type TAgentStreamEvent = z.infer<typeof ZAgentStreamEvent>;

/** Monthly token budget and request rate of one scope (an agency, or one of its locations). */
export const ZAiLimits = z.object({
  monthlyTokens: z.number().int().min(0).max(1_000_000_000),
  requestsPerMinute: z.number().int().min(0).max(10_000),
});
export type TAiLimits = z.infer<typeof ZAiLimits>;

export const ZAiUsageScope = z.object({
  scope: z.enum(['agency', 'location']),
  /** The agency's or the location's id. */
  id: ZId,
  name: zText(),
  limits: ZAiLimits,
  /** Tokens counted this calendar month (UTC). */
  tokensThisMonth: z.number().int(),
  requestsThisMonth: z.number().int(),
});
export type TAiUsageScope = z.infer<typeof ZAiUsageScope>;

/** `PUT /v1/agents/limits`: the super admin sets an agency's, the agency's admin one of its locations'. */
export const ZAiLimitsSet = ZAiLimits.extend({ scope: z.enum(['agency', 'location']), id: ZId }).strict();

const ai = { tag: 'AI agents', auth: 'user' } as const;

/** SSE answers: documented as the events their `data:` lines carry. */
const streamed = { raw: ZAgentStreamEvent } as const;

export const agentEndpoints = {
  list: endpoint({ ...ai, method: 'GET', path: '/v1/agents', summary: 'The agents I may use or manage', list: ZAgent }),
  save: endpoint({
    ...ai,
    method: 'PUT',
    path: '/v1/agents',
    summary: 'Create an agent, or save the draft of one (`_id`)',
    body: ZAgentSave,
    data: ZAgent,
  }),
  message: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/message',
    summary: 'Ask an agent (a new conversation without conversationId); the answer streams as Server-Sent Events',
    body: ZAgentMessage,
    ...streamed,
  }),
  locationMessage: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/location/agent-message',
    summary: "A location user's conversation with its agency's agent; streamed as Server-Sent Events",
    body: ZLocationAgentMessage,
    ...streamed,
  }),
  usage: endpoint({
    ...ai,
    method: 'GET',
    path: '/v1/agents/usage',
    summary: "Token budgets, rates and this month's use of my agency and its locations",
    data: z.array(ZAiUsageScope),
  }),
  setLimits: endpoint({
    ...ai,
    method: 'PUT',
    path: '/v1/agents/limits',
    summary: "Set an agency's (super admin) or a location's (its agency admin) budget and rate",
    body: ZAiLimitsSet,
    data: ZAiUsageScope,
  }),
  get: endpoint({ ...ai, method: 'GET', path: '/v1/agents/:id', summary: 'One agent', params: ZIdParams, data: ZAgent }),
  publish: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/:id/publish',
    summary: 'Publish the draft as a new version',
    params: ZIdParams,
    data: ZAgentVersion,
  }),
  unpublish: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/:id/unpublish',
    summary: 'Take the agent out of service: a draft again, its versions and conversations kept',
    params: ZIdParams,
    data: ZAgent,
  }),
  remove: endpoint({
    ...ai,
    method: 'DELETE',
    path: '/v1/agents/:id',
    summary: 'Delete the agent with its versions, conversations and own knowledge',
    params: ZIdParams,
    empty: true,
  }),
  versions: endpoint({
    ...ai,
    method: 'GET',
    path: '/v1/agents/:id/versions',
    summary: "An agent's published versions, newest first",
    params: ZIdParams,
    data: z.array(ZAgentVersion),
  }),
  restore: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/:id/restore',
    summary: "Copy a version's settings into the draft",
    params: ZIdParams,
    body: ZAgentRestore,
    data: ZAgent,
  }),
  playground: endpoint({
    ...ai,
    method: 'POST',
    path: '/v1/agents/:id/playground',
    summary: 'Try the draft settings without saving a conversation; streamed as Server-Sent Events',
    params: ZIdParams,
    body: ZAgentPlayground,
    ...streamed,
  }),
};
