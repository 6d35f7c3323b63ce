import type { TKnowledgeSourceKind } from './ai-knowledge.tables';
import { fileSource, qaSource } from './sources/agent-sources';
import { appSource, changelogSource, snapshotSource } from './sources/catalogue-sources';
import { docSource, faqSource, mediaSource } from './sources/education-sources';
import type { KnowledgeSource } from './sources/knowledge-source';

/** Every kind of knowledge source, by kind (issue 24's list; `qa` and `file` are agents' own). */
export const KNOWLEDGE_SOURCES: Record<TKnowledgeSourceKind, KnowledgeSource> = {
  faq: faqSource,
  doc: docSource,
  media: mediaSource,
  changelog: changelogSource,
  app: appSource,
  snapshot: snapshotSource,
  qa: qaSource,
  file: fileSource,
};

export const knowledgeSources = (): KnowledgeSource[] => Object.values(KNOWLEDGE_SOURCES);
