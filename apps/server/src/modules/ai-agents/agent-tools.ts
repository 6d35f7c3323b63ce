import type { TAgentTool } from '@atrium/contracts/ai-agents';
import type { TAppCard } from '@atrium/contracts/apps';
import { ZSnapshotListQuery } from '@atrium/contracts/snapshots';
import type { Db } from '../../db/client';
import type { AiTool, AiToolCall, KnowledgePassage } from '../../integrations/ai/ai';
import type { UserActor } from '../../platform/tenancy/actor';
import { listInstalledApps } from '../apps/installs-state.service';
import { listListings } from '../snapshots/snapshot-listing-list';

/**
 * The tools a model may call (issue 24), run here on the server with the asker's own rights: each answers with
 * what the asker could read through the API anyway. Knowledge found by `search_knowledge` joins the grounded
 * knowledge block (quoted data, decision 032) rather than the tool message, so a passage is framed the same way
 * however it was found.
 */

export const TOOL_DEFINITIONS: Record<TAgentTool, AiTool> = {
  search_knowledge: {
    name: 'search_knowledge',
    description: 'Search the knowledge base again with other words; the passages found are added to the knowledge.',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'What to look for' } },
      required: ['query'],
      additionalProperties: false,
    },
  },
  installed_apps: {
    name: 'installed_apps',
    description: "List the apps installed for the user's location (or agency).",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
  },
  handoff: {
    name: 'handoff',
    description: 'Hand the conversation over to a person of the support team: opens a support ticket with the transcript.',
    parameters: {
      type: 'object',
      properties: { reason: { type: 'string', description: 'Why a person is needed' } },
      additionalProperties: false,
    },
  },
  suggest: {
    name: 'suggest',
    description: 'Find marketplace apps or snapshots that match a need, with links to suggest to the user.',
    parameters: {
      type: 'object',
      properties: { kind: { type: 'string', enum: ['app', 'snapshot'] }, query: { type: 'string' } },
      required: ['kind', 'query'],
      additionalProperties: false,
    },
  },
};

export interface ToolContext {
  db: Db;
  actor: UserActor;
  /** Retrieval with the agent's own settings. */
  search: (query: string) => Promise<KnowledgePassage[]>;
  /** Opens the handoff ticket; null where there is no conversation to hand over (the playground). */
  handoff: ((reason: string | undefined) => Promise<{ ticketNumber: number }>) | null;
  /** The catalogue's search (given by app.ts: no module imports the catalogue, see .dependency-cruiser.cjs). */
  searchApps: SearchApps;
}

/** The best few live apps of the marketplace for a text query. */
export type SearchApps = (db: Db, query: string) => Promise<TAppCard[]>;

export interface ToolOutcome {
  /** What the model reads back as the tool's result. */
  content: string;
  /** Passages to add to the knowledge. */
  passages?: KnowledgePassage[];
  handedOff?: boolean;
}

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** Runs one call; a tool the agent does not allow, or bad arguments, answer the model with the reason. */
export async function runTool(call: AiToolCall, allowed: readonly string[], ctx: ToolContext): Promise<ToolOutcome> {
  if (!allowed.includes(call.name)) return { content: `The tool ${call.name} is not available.` };
  const input = call.input ?? {};
  switch (call.name as TAgentTool) {
    case 'search_knowledge': {
      const query = text(input.query);
      if (!query) return { content: 'Give a query to search for.' };
      const passages = await ctx.search(query);
      return passages.length
        ? {
            content: `Found ${passages.length} passages (ids ${passages.map((p) => p.id).join(', ')}); they are in the knowledge.`,
            passages,
          }
        : { content: 'Nothing was found.' };
    }
    case 'installed_apps': {
      if (!ctx.actor.agencyId) return { content: 'This user has no agency, so no installed apps.' };
      const { apps } = await listInstalledApps({ db: ctx.db, actor: ctx.actor });
      if (apps.length === 0) return { content: 'No apps are installed.' };
      return { content: apps.map((a) => `- ${a.app.name}: ${a.app.tagline} (/${a.app._id})`).join('\n') };
    }
    case 'handoff': {
      if (!ctx.handoff) return { content: 'This is a try-out: no ticket was opened.' };
      const { ticketNumber } = await ctx.handoff(text(input.reason, 2_000) || undefined);
      return { content: `Support ticket #${ticketNumber} was opened; a person will answer.`, handedOff: true };
    }
    case 'suggest':
      return { content: await suggest(ctx, input.kind === 'snapshot' ? 'snapshot' : 'app', text(input.query, 100)) };
  }
  return { content: `The tool ${call.name} is not available.` };
}

async function suggest(ctx: ToolContext, kind: 'app' | 'snapshot', query: string): Promise<string> {
  if (kind === 'app') {
    const cards = await ctx.searchApps(ctx.db, query);
    if (cards.length === 0) return 'No app matches.';
    return cards
      .slice(0, 3)
      .map((a) => `- ${a.name}: ${a.tagline} (/${a._id})`)
      .join('\n');
  }
  const page = await listListings({
    db: ctx.db,
    actor: ctx.actor,
    query: ZSnapshotListQuery.parse({ q: query || undefined, scope: 'all', limit: 3 }),
  });
  if (page.data.length === 0) return 'No snapshot matches.';
  return page.data.map((s) => `- ${s.name} (/snapshot/${s._id})`).join('\n');
}
