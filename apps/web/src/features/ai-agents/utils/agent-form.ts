import {
  AGENT_KNOWLEDGE_KINDS,
  type TAgent,
  type TAgentKnowledgeKind,
  type TAgentSave,
  type TAgentTool,
  ZAgentSettings,
} from '@atrium/contracts/ai-agents';
import type { FieldErrors, Translate } from '@/lib/forms/field-errors';
import { contractErrors } from '@/lib/forms/issue-message';
import { refusal, topField } from '@/lib/forms/server-errors';

/** The builder's fields as typed; `allLocations` stands for the contract's `locationIds: null`. */
export interface AgentValues {
  name: string;
  avatar: string;
  greeting: string;
  instructions: string;
  knowledgeKinds: TAgentKnowledgeKind[];
  allLocations: boolean;
  locationIds: string[];
  tools: TAgentTool[];
}
export const AGENT_FIELDS = ['name', 'avatar', 'greeting', 'instructions', 'knowledgeKinds', 'locationIds', 'tools'] as const;
export type AgentField = (typeof AGENT_FIELDS)[number];
export type AgentErrors = FieldErrors<AgentField | 'form'>;

/** What the server's defaults give a new agent: every source, and the search and handoff tools. */
export function newAgentValues(name: string): AgentValues {
  return {
    name,
    avatar: '',
    greeting: '',
    instructions: '',
    knowledgeKinds: [...AGENT_KNOWLEDGE_KINDS],
    allLocations: true,
    locationIds: [],
    tools: ['search_knowledge', 'handoff'],
  };
}

export function agentValues(agent: TAgent): AgentValues {
  return {
    name: agent.name,
    avatar: agent.avatar ?? '',
    greeting: agent.greeting,
    instructions: agent.instructions,
    knowledgeKinds: [...agent.knowledgeKinds],
    allLocations: agent.locationIds === null,
    locationIds: agent.locationIds ? [...agent.locationIds] : [],
    tools: [...agent.tools],
  };
}

/** The settings as the contract takes them (the order of ticked boxes does not matter to the server). */
export function toSettings(values: AgentValues): Omit<TAgentSave, '_id'> {
  return {
    name: values.name,
    avatar: values.avatar.trim() || null,
    greeting: values.greeting,
    instructions: values.instructions,
    knowledgeKinds: values.knowledgeKinds,
    locationIds: values.allLocations ? null : values.locationIds,
    tools: values.tools,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Equal as the server would store them: untouched is not "unsaved" just because boxes were ticked in another order. */
export function sameAgentValues(a: AgentValues, b: AgentValues): boolean {
  return (
    a.name === b.name &&
    a.avatar === b.avatar &&
    a.greeting === b.greeting &&
    a.instructions === b.instructions &&
    sameSet(a.knowledgeKinds, b.knowledgeKinds) &&
    sameSet(a.tools, b.tools) &&
    a.allLocations === b.allLocations &&
    (a.allLocations || sameSet(a.locationIds, b.locationIds))
  );
}

/** The contract's own rules, checked before sending, worded in the reader's language. */
export function validateAgent(values: AgentValues, t: Translate): { ok: true } | { ok: false; errors: AgentErrors } {
  const parsed = ZAgentSettings.safeParse(toSettings(values));
  if (parsed.success) return { ok: true };
  return { ok: false, errors: contractErrors(parsed.error.issues, { ...values }, t, { fields: AGENT_FIELDS }) };
}

/** A refused save: the server's words beside their fields, anything else over the form. */
export function refusedAgent(error: unknown): AgentErrors {
  const { errors, message } = refusal<AgentField>(error, topField(AGENT_FIELDS));
  return message ? { ...errors, form: message } : errors;
}
