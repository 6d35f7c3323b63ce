import type { Db } from '../../db/client';
import type { KnowledgePassage } from '../../integrations/ai/ai';
import type { UserActor } from '../../platform/tenancy/actor';

/** What retrieval needs to know of the agent: whose it is and which kinds of knowledge it answers from. */
export interface AgentForRetrieval {
  _id: string;
  agencyId: string | null;
  knowledgeKinds: readonly string[];
}

/**
 * The port through which agents read knowledge (issue 24). Retrieval itself (passages, hybrid ranking, who may read
 * what) is the ai-knowledge module's; the app is given the knowledge index's (ai-knowledge/agent-retrieval.ts), tests may give a fake.
 * It must return only passages the actor may read, best first.
 */
export type RetrieveKnowledge = (opts: {
  db: Db;
  actor: UserActor;
  agent: AgentForRetrieval;
  query: string;
  limit: number;
}) => Promise<KnowledgePassage[]>;
