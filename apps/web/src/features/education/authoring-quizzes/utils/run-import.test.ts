import type { TCsvRowReport } from '@atrium/contracts/csv-import';
import { describe, expect, it, vi } from 'vitest';
import type { ImportChunk } from './csv-chunks';
import { runImport } from './run-import';

const chunkOf = (lines: number[]): ImportChunk => ({ text: 'title\n', lines });
/** What the server answers for a chunk: its rows numbered from line 2. */
const answer = (c: ImportChunk): TCsvRowReport[] => c.lines.map((_, i) => ({ line: i + 2, ok: true, errors: [], values: {} }));

describe('runImport', () => {
  it('sends the chunks in order and reports real progress after each', async () => {
    const chunks = [chunkOf([2, 3]), chunkOf([4, 5]), chunkOf([9])];
    const onProgress = vi.fn();
    const run = await runImport({ chunks, send: async (c) => answer(c), onProgress, isCancelled: () => false });
    expect(run.stopped).toBeNull();
    expect(run.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 9]);
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { done: 2, total: 5 },
      { done: 4, total: 5 },
      { done: 5, total: 5 },
    ]);
  });

  it('stops between chunks when cancelled, keeping what was imported', async () => {
    let cancelled = false;
    const send = vi.fn(async (c: ImportChunk) => {
      cancelled = true;
      return answer(c);
    });
    const run = await runImport({
      chunks: [chunkOf([2]), chunkOf([3])],
      send,
      onProgress: () => {},
      isCancelled: () => cancelled,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(run).toMatchObject({ stopped: 'cancelled', rows: [{ line: 2 }] });
  });

  it('stops at a failed request with the error, keeping the chunks answered before it', async () => {
    const send = vi
      .fn<(c: ImportChunk) => Promise<TCsvRowReport[]>>()
      .mockImplementationOnce(async (c) => answer(c))
      .mockRejectedValueOnce(new Error('offline'));
    const run = await runImport({
      chunks: [chunkOf([2]), chunkOf([3]), chunkOf([4])],
      send,
      onProgress: () => {},
      isCancelled: () => false,
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(run.stopped).toBe('failed');
    expect((run.error as Error).message).toBe('offline');
    expect(run.rows.map((r) => r.line)).toEqual([2]);
  });
});
