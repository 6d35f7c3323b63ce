import type { TCsvRowReport } from '@atrium/contracts/csv-import';
import { type ImportChunk, toFileLines } from './csv-chunks';

export interface ImportProgress {
  /** Rows whose chunk has been answered. */
  done: number;
  total: number;
}

export interface ImportRun {
  /** Every answered row, numbered by the original file's lines. */
  rows: TCsvRowReport[];
  /** Why it stopped before the last chunk, if it did. */
  stopped: 'cancelled' | 'failed' | null;
  error?: unknown;
}

/**
 * Sends the chunks one after the other, reporting progress after each, and stops between chunks when cancelled
 * or when a request fails: what the answered chunks imported stays imported, and the rest can be sent again.
 */
export async function runImport(opts: {
  chunks: readonly ImportChunk[];
  send: (chunk: ImportChunk) => Promise<TCsvRowReport[]>;
  onProgress: (progress: ImportProgress, rows: TCsvRowReport[]) => void;
  isCancelled: () => boolean;
}): Promise<ImportRun> {
  const total = opts.chunks.reduce((n, c) => n + c.lines.length, 0);
  const rows: TCsvRowReport[] = [];
  let done = 0;
  for (const chunk of opts.chunks) {
    if (opts.isCancelled()) return { rows, stopped: 'cancelled' };
    try {
      const answered = toFileLines(await opts.send(chunk), chunk.lines);
      rows.push(...answered);
      done += chunk.lines.length;
      opts.onProgress({ done, total }, answered);
    } catch (error) {
      return { rows, stopped: 'failed', error };
    }
  }
  return { rows, stopped: null };
}
