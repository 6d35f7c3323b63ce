import type { FastifyInstance } from 'fastify';
import type { ContentWrite } from '../../platform/content-writes';
import type { Jobs } from '../../platform/jobs/jobs';
import { AGENT_FILES_TOPIC } from '../ai-agents/agent-knowledge-writes';
import { onCatalogueChanged } from '../apps/catalogue-events';
import { KNOWLEDGE_SOURCE_KINDS, type TKnowledgeSourceKind } from './ai-knowledge.tables';
import { extractFile } from './file-extract';
import { embedderFromConfig } from './knowledge-embedder';
import { dropOrphans, type KnowledgeDeps, reindexSource } from './knowledge-index';
import { indexAllKnowledge, indexOwner } from './knowledge-progress';
import { knowledgeSources } from './knowledge-sources';
import type { KnowledgeOwner } from './sources/knowledge-source';

export const INDEX_SOURCE_JOB = 'ai-knowledge.index-source';
export const INDEX_OWNER_JOB = 'ai-knowledge.index-owner';
export const INDEX_ALL_JOB = 'ai-knowledge.index-all';
export const DROP_ORPHANS_JOB = 'ai-knowledge.drop-orphans';
/** An uploaded file's text read, then indexed (decision 036). */
export const EXTRACT_FILE_JOB = 'ai-knowledge.extract-file';

type Work =
  | { job: typeof INDEX_SOURCE_JOB; data: { kind: TKnowledgeSourceKind; id: string } }
  | { job: typeof INDEX_OWNER_JOB; data: KnowledgeOwner }
  | { job: typeof INDEX_ALL_JOB; data: Record<string, never> }
  | { job: typeof DROP_ORPHANS_JOB; data: { kind: TKnowledgeSourceKind } }
  | { job: typeof EXTRACT_FILE_JOB; data: { id: string } };

const isKind = (kind: unknown): kind is TKnowledgeSourceKind => (KNOWLEDGE_SOURCE_KINDS as readonly unknown[]).includes(kind);

/** What each job does: plain functions, so tests and a server without a queue run the same work. */
export function runKnowledgeWork(deps: KnowledgeDeps, work: Work): Promise<unknown> {
  switch (work.job) {
    case INDEX_SOURCE_JOB:
      return reindexSource(deps, work.data.kind, work.data.id);
    case INDEX_OWNER_JOB:
      return indexOwner(deps, work.data);
    case INDEX_ALL_JOB:
      return indexAllKnowledge(deps);
    case DROP_ORPHANS_JOB:
      return dropOrphans(deps.db, work.data.kind);
    case EXTRACT_FILE_JOB:
      return extractFile(deps, work.data.id);
  }
}

/** The work a content write calls for: the source re-indexed, or, for a deleted parent, its kind's orphans dropped. */
export function workForWrite(write: ContentWrite): Work[] {
  // A new file is read before it is indexed (the extraction indexes it).
  if (write.topic === AGENT_FILES_TOPIC && !write.deleted) return [{ job: EXTRACT_FILE_JOB, data: { id: write.id } }];
  return knowledgeSources().flatMap((source): Work[] => {
    if (source.topics.includes(write.topic)) return [{ job: INDEX_SOURCE_JOB, data: { kind: source.kind, id: write.id } }];
    if (write.deleted && source.parentTopics?.includes(write.topic))
      return [{ job: DROP_ORPHANS_JOB, data: { kind: source.kind } }];
    return [];
  });
}

/**
 * Queues knowledge work on the job queue (decision 016), or without one (JOBS=off) runs it in this process; closing
 * the app waits for what runs.
 */
function knowledgeQueue(app: FastifyInstance, deps: KnowledgeDeps, jobs: Jobs | null) {
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  const failed = (work: Work) => (error: Error) => app.log.error({ err: error, job: work.job }, 'knowledge indexing failed');
  return (work: Work) => {
    if (jobs) {
      jobs.send(work.job, work.data).catch(failed(work));
      return;
    }
    const run = runKnowledgeWork(deps, work)
      .catch(failed(work))
      .finally(() => running.delete(run));
    running.add(run);
  };
}

/**
 * The knowledge index follows its sources (issue 24): education groups, changelogs and listings through the writes
 * their routes announce, apps through the catalogue's change events. With a queue, every start indexes everyone's
 * knowledge once (a fresh server answers from the demo's; writes missed while down are caught up).
 */
export async function aiKnowledgeJobs(app: FastifyInstance) {
  // With AI_EMBEDDING_MODEL configured, new and changed passages are embedded as they are indexed.
  const deps: KnowledgeDeps = { db: app.deps.db, embedder: embedderFromConfig(app.deps.config) };
  const queue = knowledgeQueue(app, deps, app.jobs);
  const offWrites = app.contentWrites.on((write) => {
    for (const work of workForWrite(write)) queue(work);
  });
  const offCatalogue = onCatalogueChanged((appIds) => {
    if (appIds === 'all') queue({ job: DROP_ORPHANS_JOB, data: { kind: 'app' } });
    for (const id of appIds === 'all' ? [] : appIds) queue({ job: INDEX_SOURCE_JOB, data: { kind: 'app', id } });
  });
  app.addHook('onClose', async () => {
    offWrites();
    offCatalogue();
  });
  const { jobs } = app;
  if (!jobs) return;
  await jobs.work<{ kind: unknown; id: string }>(INDEX_SOURCE_JOB, async ({ kind, id }) => {
    if (isKind(kind)) await reindexSource(deps, kind, id);
  });
  await jobs.work<KnowledgeOwner>(INDEX_OWNER_JOB, (owner) => indexOwner(deps, owner).then(() => undefined));
  await jobs.work(INDEX_ALL_JOB, () => indexAllKnowledge(deps));
  await jobs.work<{ id: string }>(EXTRACT_FILE_JOB, ({ id }) => extractFile(deps, id));
  await jobs.work<{ kind: unknown }>(DROP_ORPHANS_JOB, async ({ kind }) => {
    if (isKind(kind)) await dropOrphans(deps.db, kind);
  });
  app.addHook('onListen', async () => {
    await jobs.send(INDEX_ALL_JOB, {});
  });
}

/** Queues a full (re)index of one owner's knowledge; its progress is read with getIndexProgress. */
export async function queueOwnerIndex(jobs: Jobs, owner: KnowledgeOwner): Promise<void> {
  await jobs.send(INDEX_OWNER_JOB, owner);
}
