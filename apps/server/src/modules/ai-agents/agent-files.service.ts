import { AGENT_FILES_MAX, type TAgentFile, type TAgentFileFormat } from '@atrium/contracts/agent-knowledge';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type Actor, requireUser } from '../../platform/tenancy/actor';
import { personName } from '../../platform/tenancy/person-name';
import { users } from '../../platform/tenancy/tenancy.tables';
import { decodeText, looksLikePdf, openPdf, UnreadableFile } from '../ai-knowledge/file-text';
import type { ReceivedFile } from '../uploads/multipart-image';
import { agentFiles } from './agent-knowledge.tables';
import { AGENT_FILES_TOPIC, type AnnounceWrite, lockAgentKnowledge } from './agent-knowledge-writes';
import { managedAgent } from './agents.service';

/**
 * An agent's uploaded files (decision 036): checked by their bytes here, read and indexed on the job queue (the
 * announced write), listed with their state and progress, deleted with their passages.
 */

const f = agentFiles;

/** The row without its bytes and text (never sent back), with who uploaded it. */
const columns = {
  _id: f._id,
  agentId: f.agentId,
  name: f.name,
  format: f.format,
  bytes: f.bytes,
  state: f.state,
  progressDone: f.progressDone,
  progressTotal: f.progressTotal,
  error: f.error,
  passages: f.passages,
  truncated: f.truncated,
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
  uploaderId: users._id,
  uploaderName: personName(users),
};

const selectFiles = (db: Db) => db.select(columns).from(f).leftJoin(users, eq(users._id, f.uploadedById));
type FileRow = Awaited<ReturnType<typeof selectFiles>>[number];

const view = (row: FileRow): TAgentFile => ({
  _id: row._id,
  agentId: row.agentId,
  name: row.name,
  format: row.format,
  bytes: row.bytes,
  state: row.state,
  progress: row.progressDone === null || row.progressTotal === null ? null : { done: row.progressDone, total: row.progressTotal },
  error: row.error,
  passages: row.passages,
  truncated: row.truncated,
  uploadedBy: row.uploaderId ? { _id: row.uploaderId, name: row.uploaderName ?? '' } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listFiles(opts: { db: Db; actor: Actor; agentId: string }): Promise<TAgentFile[]> {
  await managedAgent(opts.db, requireUser(opts.actor), opts.agentId);
  const rows = await selectFiles(opts.db).where(eq(f.agentId, opts.agentId)).orderBy(desc(f._id)).limit(AGENT_FILES_MAX);
  return rows.map(view);
}

const TYPES = 'Upload a text (.txt), Markdown (.md) or PDF (.pdf) file';

/**
 * What the file is, by its bytes: a PDF by its header (and pdf.js must open it: a damaged or password-protected one
 * is refused now, not after a wait), else UTF-8 text, Markdown when its name says so. A name ending in .pdf on
 * something else is refused, not read as text.
 */
export async function fileFormat(file: ReceivedFile): Promise<TAgentFileFormat> {
  const extension = /\.([a-z0-9]+)$/i.exec(file.fileName)?.[1]?.toLowerCase() ?? '';
  if (file.bytes.length === 0) throw badRequest('The file is empty');
  if (looksLikePdf(file.bytes)) {
    try {
      await (await openPdf(file.bytes)).destroy();
    } catch (error) {
      if (error instanceof UnreadableFile) throw badRequest(error.message);
      throw error;
    }
    return 'pdf';
  }
  if (extension === 'pdf') throw badRequest('This file is not a PDF: its content does not start like one');
  if (decodeText(file.bytes) === null) throw badRequest(`${TYPES}: this one is not text`);
  if (extension === 'md' || extension === 'markdown') return 'markdown';
  if (extension === '' || extension === 'txt' || extension === 'text') return 'text';
  throw badRequest(`${TYPES}: ".${extension}" files are not read`);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The name as shown and cited: its last path segment, without control characters, at most 200 characters. */
const cleanName = (name: string) => (name.split(/[\\/]/).pop() ?? '').replace(CONTROL, '').trim().slice(0, 200) || 'Untitled';

export async function uploadFile(opts: {
  db: Db;
  actor: Actor;
  agentId: string;
  /** Reads the request's file: only once the agent is known to be the actor's to manage. */
  receive: () => Promise<ReceivedFile>;
  announce: AnnounceWrite;
}): Promise<TAgentFile> {
  const { db, agentId } = opts;
  const actor = requireUser(opts.actor);
  await managedAgent(db, actor, agentId);
  const file = await opts.receive();
  const format = await fileFormat(file);
  const id = await db.transaction(async (tx) => {
    await lockAgentKnowledge(tx, agentId);
    const [{ n }] = (await tx.select({ n: count() }).from(f).where(eq(f.agentId, agentId))) as [{ n: number }];
    if (n >= AGENT_FILES_MAX) throw conflict(`An agent has at most ${AGENT_FILES_MAX} files: delete one to add another`);
    const [row] = await tx
      .insert(f)
      .values({
        agentId,
        name: cleanName(file.fileName),
        format,
        bytes: file.bytes.length,
        content: file.bytes,
        uploadedById: actor.userId,
      })
      .returning({ _id: f._id });
    return row!._id;
  });
  opts.announce({ topic: AGENT_FILES_TOPIC, id, deleted: false });
  const [row] = await selectFiles(db).where(eq(f._id, id));
  return view(row!);
}

export async function deleteFile(opts: {
  db: Db;
  actor: Actor;
  agentId: string;
  fileId: string;
  announce: AnnounceWrite;
}): Promise<void> {
  const { db, agentId } = opts;
  await managedAgent(db, requireUser(opts.actor), agentId);
  const [row] = await db
    .delete(f)
    .where(and(eq(f._id, opts.fileId), eq(f.agentId, agentId)))
    .returning({ _id: f._id });
  if (!row) throw notFound('File');
  // The passages go on the queue; until then the read rule already finds no file behind them.
  opts.announce({ topic: AGENT_FILES_TOPIC, id: row._id, deleted: true });
}
