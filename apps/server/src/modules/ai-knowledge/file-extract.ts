import { eq } from 'drizzle-orm';
import { agentFiles } from '../ai-agents/agent-knowledge.tables';
import { readFileText, UnreadableFile } from './file-text';
import { type KnowledgeDeps, reindexSource } from './knowledge-index';

const f = agentFiles;

/** Page progress is written at most this often: a 500-page PDF should not be 500 updates. */
const PROGRESS_EVERY_MS = 250;

/**
 * Reads an uploaded file's text and indexes it (the `ai-knowledge.extract-file` job): `extracting` with its pages'
 * progress, then `indexing`, then `indexed` with its passage count, or `failed` with the reason. The bytes are
 * dropped once read. A file deleted meanwhile is left deleted: every write below matches no row, and the index of
 * a missing file is no passages.
 */
export async function extractFile(deps: KnowledgeDeps, fileId: string): Promise<void> {
  const { db } = deps;
  const [file] = await db.select({ format: f.format, content: f.content, text: f.text }).from(f).where(eq(f._id, fileId));
  if (!file) return;
  if (file.content) {
    await db.update(f).set({ state: 'extracting', progressDone: 0, progressTotal: 1, error: null }).where(eq(f._id, fileId));
    let written = 0;
    let pages = 1;
    const onPage = async (done: number, total: number) => {
      pages = total;
      if (done < total && Date.now() - written < PROGRESS_EVERY_MS) return;
      written = Date.now();
      await db.update(f).set({ progressDone: done, progressTotal: total }).where(eq(f._id, fileId));
    };
    try {
      const { text, truncated } = await readFileText(file.format, file.content, onPage);
      await db
        .update(f)
        .set({ text, truncated, content: null, state: 'indexing', progressDone: pages, progressTotal: pages })
        .where(eq(f._id, fileId));
    } catch (error) {
      // pdf.js failing inside a page is a damaged file too; the uploader gets a reason, the log the error.
      const unreadable = error instanceof UnreadableFile;
      const reason = unreadable ? error.message : 'The file could not be read: it may be damaged';
      await db.update(f).set({ state: 'failed', error: reason, content: null }).where(eq(f._id, fileId));
      if (!unreadable) throw error;
      return;
    }
  } else if (file.text === null) return;
  try {
    const { passages } = await reindexSource(deps, 'file', fileId);
    await db.update(f).set({ state: 'indexed', passages, error: null }).where(eq(f._id, fileId));
  } catch (error) {
    await db
      .update(f)
      .set({ state: 'failed', error: 'The file could not be indexed: delete it and upload it again' })
      .where(eq(f._id, fileId));
    throw error;
  }
}
