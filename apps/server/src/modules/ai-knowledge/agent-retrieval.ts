import type { TAgentKnowledgeKind } from '@atrium/contracts/ai-agents';
import type { RetrieveKnowledge } from '../ai-agents/retrieve-port';
import type { TKnowledgeSourceKind } from './ai-knowledge.tables';
import type { Embedder } from './knowledge-index';
import { retrieve } from './retrieve';

/** The index's source kinds behind each kind of knowledge an agent may answer from. */
const SOURCES_OF: Record<TAgentKnowledgeKind, readonly TKnowledgeSourceKind[]> = {
  faqs: ['faq'],
  docs: ['doc'],
  media: ['media'],
  changelogs: ['changelog'],
  catalogue: ['app', 'snapshot'],
  qa: ['qa'],
  files: ['file'],
};

/**
 * The agents' retrieval (their port, retrieve-port.ts) over the knowledge index: only what the asker may read, of the
 * kinds the agent answers from (its own Q&A pairs and files only for itself), best first; with an embedder (AI_EMBEDDING_MODEL), hybrid, with the passages' model.
 */
export const agentRetrieval =
  (embedder: Embedder | null): RetrieveKnowledge =>
  async ({ db, actor, agent, query, limit }) => {
    const kinds = [...new Set(agent.knowledgeKinds.flatMap((kind) => SOURCES_OF[kind as TAgentKnowledgeKind] ?? []))];
    if (kinds.length === 0) return [];
    const passages = await retrieve({
      db,
      actor,
      query: query.slice(0, 1_000),
      limit,
      kinds,
      embedder,
      agentId: agent._id,
    });
    return passages.map(({ id, title, url, text, score }) => ({ id, title, url, text, score }));
  };
