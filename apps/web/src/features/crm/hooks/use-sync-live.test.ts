import { describe, expect, it } from 'vitest';
import { run } from '@/features/crm/crm-fixtures';
import { statusWithRun } from './use-sync-live';

describe('statusWithRun', () => {
  const idle = { connected: true, current: null, last: null, lastSucceededAt: null };

  it('makes a running run the current one', () => {
    expect(statusWithRun(idle, run()).current?.status).toBe('running');
  });

  it('moves a finished run to the last one; only a run that did not fail counts as the last good sync', () => {
    const done = run({ status: 'partial', phase: 'done', finishedAt: '2026-11-26T21:00:00.000Z' });
    const after = statusWithRun({ ...idle, current: run() }, done);
    expect(after).toMatchObject({ current: null, last: { status: 'partial' }, lastSucceededAt: '2026-11-26T21:00:00.000Z' });
    const failed = statusWithRun(after, run({ status: 'failed', finishedAt: '2026-11-26T22:00:00.000Z' }));
    expect(failed.lastSucceededAt).toBe('2026-11-26T21:00:00.000Z');
  });
});
