import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CHANNEL, createPubSub, type PubSub } from './pubsub';

let t: TestApp;
const opened: PubSub[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const pubsub of opened) await pubsub.close();
  await t.close();
});

/** A pubsub as another server process would hold it: its own listening connection on the same database. */
async function processOnSameDatabase() {
  const pubsub = createPubSub({ pool: t.pool, backoffMs: { min: 20, max: 200 } });
  opened.push(pubsub);
  await pubsub.listening();
  const seen: string[] = [];
  const subscriber = { message: (payload: string) => seen.push(payload), missed: () => seen.push('<missed>') };
  pubsub.subscribe('topic', subscriber);
  return { pubsub, seen };
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
/** Long enough for a notification (including our own echo) to have come back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('cross-process signals (LISTEN/NOTIFY)', () => {
  it('delivers a message once to every subscriber: at once in the publishing process, by NOTIFY in the others', async () => {
    const a = await processOnSameDatabase();
    const b = await processOnSameDatabase();
    a.pubsub.publish('topic', 'one,two');
    a.pubsub.publish('other topic', 'not for them');
    expect(a.seen).toEqual(['one,two']); // synchronously, before any round trip
    await waitFor(() => b.seen.length > 0);
    await settle();
    expect(b.seen).toEqual(['one,two']);
    expect(a.seen).toEqual(['one,two']); // its own echo was dropped
  });

  it('refuses a message PostgreSQL would refuse (8000 bytes), before delivering it anywhere', async () => {
    const a = await processOnSameDatabase();
    expect(() => a.pubsub.publish('topic', 'x'.repeat(8000))).toThrow(/under/);
    expect(a.seen).toEqual([]);
  });

  it('reconnects when its connection is cut, tells subscribers they may have missed messages, and delivers again', async () => {
    const a = await processOnSameDatabase();
    const b = await processOnSameDatabase();
    const cut = await t.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
      [`LISTEN ${CHANNEL}`],
    );
    expect(cut.rowCount).toBeGreaterThanOrEqual(2);
    await waitFor(() => a.seen.includes('<missed>') && b.seen.includes('<missed>'));
    await b.pubsub.listening();
    a.pubsub.publish('topic', 'after');
    await waitFor(() => b.seen.includes('after'));
    await settle();
    expect(b.seen).toEqual(['<missed>', 'after']);
    expect(a.seen).toEqual(['<missed>', 'after']);
  });

  it('stops listening on close', async () => {
    const a = await processOnSameDatabase();
    const b = await processOnSameDatabase();
    await b.pubsub.close();
    a.pubsub.publish('topic', 'late');
    await settle();
    expect(b.seen).toEqual([]);
  });
});
