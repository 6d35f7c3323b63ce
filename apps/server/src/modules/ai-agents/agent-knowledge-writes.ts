import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The content-writes topics (platform/content-writes.ts) under which ai-agents announces writes to an agent's own
 * knowledge; the knowledge index follows them (decision 036) without this module knowing it.
 */
export const AGENT_QA_TOPIC = 'ai-agents/qa';
export const AGENT_FILES_TOPIC = 'ai-agents/files';
/** An agent itself: announced when one is deleted, its own knowledge with it. */
export const AGENT_TOPIC = 'ai-agents/agents';

/** Announces one write (the app's `contentWrites.emit`). */
export type AnnounceWrite = (write: { topic: string; id: string; deleted: boolean }) => void;

/** Adds to one agent's knowledge take turns, so two at once cannot both pass its count limit. */
export async function lockAgentKnowledge(tx: DbOrTx, agentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`agent-knowledge:${agentId}`}, 0))`);
}
