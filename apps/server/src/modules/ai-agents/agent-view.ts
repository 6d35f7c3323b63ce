import { isDeepStrictEqual } from 'node:util';
import type { TAgent, TAgentKnowledgeKind, TAgentSettings, TAgentTool, TAgentVersion } from '@atrium/contracts/ai-agents';
import type { AgentSettingsJson, aiAgents, aiAgentVersions } from './ai-agents.tables';

export type AgentRow = typeof aiAgents.$inferSelect;
export type VersionRow = typeof aiAgentVersions.$inferSelect;

/** The draft's settings, as a version keeps them. */
export function settingsOf(row: AgentRow): AgentSettingsJson {
  return {
    name: row.name,
    avatar: row.avatar,
    greeting: row.greeting,
    instructions: row.instructions,
    knowledgeKinds: row.knowledgeKinds,
    locationIds: row.locationIds,
    tools: row.tools,
  };
}

/** Stored settings in the contract's types (the enum columns are text in the database). */
export const typedSettings = (s: AgentSettingsJson): TAgentSettings => ({
  ...s,
  knowledgeKinds: s.knowledgeKinds as TAgentKnowledgeKind[],
  tools: s.tools as TAgentTool[],
});

export function agentView(
  row: AgentRow,
  published: AgentSettingsJson | null,
  canManage: boolean,
  conversationCount: number | null,
): TAgent {
  return {
    _id: row._id,
    owner: row.agencyId ? 'agency' : 'platform',
    agencyId: row.agencyId,
    status: row.status,
    publishedVersion: row.publishedVersion,
    hasDraftChanges: !published || !isDeepStrictEqual(published, settingsOf(row)),
    canManage,
    conversationCount,
    ...typedSettings(settingsOf(row)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function versionView(row: VersionRow, publishedBy: { _id: string; name: string } | null): TAgentVersion {
  return {
    _id: row._id,
    agentId: row.agentId,
    version: row.version,
    settings: typedSettings(row.settings),
    publishedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
