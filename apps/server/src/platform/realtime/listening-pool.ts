import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { listeningConnection } from '../pubsub/pubsub';

/**
 * The pool handed to @socket.io/postgres-adapter. The adapter takes one client from its pool for
 * `LISTEN` and keeps it for good, without an 'error' listener (a dropped connection would then be an
 * uncaught exception that ends the process) and without ever releasing it after the 'end' that follows
 * (each database restart would leak one pool slot). So its `connect()` gets a dedicated connection with an
 * error listener, whose `release()` ends it; on 'end' the adapter asks for a new one. Queries (pg_notify,
 * attachments, the cleanup) go to the app's pool.
 *
 * `close()` (after the socket server has closed) ends a connection that was still being opened, and later
 * calls never settle: the adapter would otherwise keep a listening connection, or retry every two seconds,
 * after the app is gone.
 */
export function listeningPool(pool: pg.Pool, log: FastifyBaseLogger) {
  let closed = false;
  const opened = new Set<pg.Client>();
  const never = () => new Promise<never>(() => {});
  const connect = async () => {
    if (closed) return never();
    const client = new pg.Client(listeningConnection(pool.options));
    client.on('error', (error) => log.warn({ err: error }, 'socket.io adapter: the listening connection failed; reconnecting'));
    client.on('end', () => opened.delete(client));
    opened.add(client);
    await client.connect();
    if (closed) {
      await client.end().catch(() => {});
      return never();
    }
    return Object.assign(client, { release: () => void client.end().catch(() => {}) });
  };
  return {
    pool: { query: pool.query.bind(pool), connect } as unknown as pg.Pool,
    close: async () => {
      closed = true;
      await Promise.all([...opened].map((client) => client.end().catch(() => {})));
    },
  };
}
