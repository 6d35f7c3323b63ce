import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../db/client';

/**
 * Signals between server processes that share one PostgreSQL (ARCHITECTURE.md §6): "what changed", so each
 * process drops or reloads what it keeps in memory. A message is a topic and a short text (ids, or 'all').
 *
 * Every process holds one dedicated connection doing `LISTEN atrium_events`; `publish` sends `pg_notify` on the
 * shared pool. Subscribers of this process are called synchronously inside `publish` (a write followed by a
 * read in the same process must read the write: the catalogue promises it), and the echo of our own
 * notification is recognised by its origin id and dropped, so every subscriber sees every message once.
 *
 * When the listening connection drops (the database restarted, a network blip) it reconnects with backoff;
 * notifications sent meanwhile are lost, so once listening again every subscriber's `missed()` is called and
 * should treat everything as changed.
 */
export const CHANNEL = 'atrium_events';
/** PostgreSQL refuses a notification payload of 8000 bytes or more; the envelope takes a few dozen. */
export const MAX_PAYLOAD_BYTES = 7_900;

export interface Subscriber {
  message(payload: string): void;
  /** Messages may have been lost (the listening connection was down): treat everything as changed. */
  missed(): void;
}

export interface PubSub {
  /** To this process's subscribers (now) and every other process's (through PostgreSQL). Call after the write commits. */
  publish(topic: string, payload: string): void;
  subscribe(topic: string, subscriber: Subscriber): () => void;
  /** Resolves once the listening connection is up (tests; a process does not need to wait for it). */
  listening(): Promise<void>;
  close(): Promise<void>;
}

export interface PubSubOptions {
  /** The pool the app queries through; publishing uses it, listening gets its own connection with the same settings. */
  pool: pg.Pool;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** First and longest wait before reconnecting (doubling in between). */
  backoffMs?: { min: number; max: number };
}

interface Envelope {
  /** The publishing pubsub's id. */
  o: string;
  t: string;
  p: string;
}

/** The node-postgres pool behind a drizzle database. */
export function poolOf(db: Db): pg.Pool {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('cross-process signals need a node-postgres pool');
  return pool;
}

/**
 * Settings for a connection that only listens: it sits idle for hours, so TCP keepalive probes start after 30 s
 * (not the system's two hours) and a connection a network device dropped silently is noticed and replaced.
 */
export const listeningConnection = (options: pg.PoolConfig): pg.ClientConfig => ({
  ...options,
  keepAlive: true,
  keepAliveInitialDelayMillis: 30_000,
});

export function createPubSub(opts: PubSubOptions): PubSub {
  const origin = randomBytes(8).toString('hex');
  const backoff = opts.backoffMs ?? { min: 250, max: 10_000 };
  const topics = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let closed = false;
  let attempts = 0;
  /** True once a connection was lost or could not be made: the next successful LISTEN reports `missed`. */
  let gap = false;
  let retry: NodeJS.Timeout | undefined;
  let markListening: () => void = () => {};
  let listeningNow = new Promise<void>((resolve) => {
    markListening = resolve;
  });

  const deliver = (topic: string, payload: string) => {
    for (const subscriber of topics.get(topic) ?? []) {
      try {
        subscriber.message(payload);
      } catch (error) {
        opts.log?.error({ err: error, topic }, 'pubsub: a subscriber failed');
      }
    }
  };

  const onNotification = (note: pg.Notification) => {
    if (note.channel !== CHANNEL || !note.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(note.payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.o === origin || typeof envelope.t !== 'string' || typeof envelope.p !== 'string') return;
    deliver(envelope.t, envelope.p);
  };

  const lost = (listener: pg.Client) => {
    if (client !== listener) return; // already handled ('error' and 'end' both come)
    client = null;
    gap = true;
    listeningNow = new Promise<void>((resolve) => {
      markListening = resolve;
    });
    listener.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (closed) return;
    const wait = Math.min(backoff.max, backoff.min * 2 ** attempts++);
    // Jitter, so N processes do not all knock at once on a database that has just come back.
    retry = setTimeout(() => void connect(), wait * (0.75 + Math.random() / 2));
    retry.unref();
  };

  async function connect() {
    const listener = new pg.Client(listeningConnection(opts.pool.options));
    // Without a listener an 'error' on this connection would be an uncaught exception: the process would die.
    listener.on('error', (error) => {
      opts.log?.warn({ err: error }, 'pubsub: the listening connection failed; reconnecting');
      lost(listener);
    });
    listener.on('end', () => lost(listener));
    listener.on('notification', onNotification);
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      listener.removeAllListeners('end');
      listener.end().catch(() => {});
      if (!closed) opts.log?.warn({ err: error }, 'pubsub: cannot listen; retrying');
      gap = true;
      return schedule();
    }
    if (closed) return void listener.end().catch(() => {});
    client = listener;
    attempts = 0;
    markListening();
    if (gap) {
      gap = false;
      for (const set of topics.values()) for (const subscriber of set) subscriber.missed();
    }
  }

  async function notify(text: string, tries = 2): Promise<void> {
    try {
      await opts.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, text]);
    } catch (error) {
      if (closed || opts.pool.ended) return;
      if (tries > 1) {
        await new Promise((resolve) => setTimeout(resolve, 500).unref());
        return notify(text, tries - 1);
      }
      // The other processes keep what they had until their own safety nets (TTLs, checks) catch up.
      opts.log?.error({ err: error }, 'pubsub: could not tell the other processes about a change');
    }
  }

  void connect();

  return {
    publish(topic, payload) {
      const text = JSON.stringify({ o: origin, t: topic, p: payload } satisfies Envelope);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
        throw new Error(`pubsub: a '${topic}' message must stay under ${MAX_PAYLOAD_BYTES} bytes (send 'all' instead)`);
      }
      deliver(topic, payload);
      if (!closed) void notify(text);
    },
    subscribe(topic, subscriber) {
      const set = topics.get(topic) ?? new Set<Subscriber>();
      topics.set(topic, set);
      set.add(subscriber);
      return () => set.delete(subscriber);
    },
    listening: () => listeningNow,
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = null;
      topics.clear();
      await listener?.end().catch(() => {});
    },
  };
}
