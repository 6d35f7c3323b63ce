import type { Server as HttpServer } from 'node:http';
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@atrium/contracts/socket-events';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Db } from '../../db/client';
import { liveSessionIds, resolveSession, type SessionPolicy } from '../auth/sessions';
import type { UserActor } from '../tenancy/actor';

type EventName = keyof ServerToClientEvents;
type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

export interface Realtime {
  /** Every signed-in browser. */
  toSignedIn<E extends EventName>(event: E, ...args: EventArgs<E>): void;
  toAgency<E extends EventName>(agencyId: string, event: E, ...args: EventArgs<E>): void;
  toUser<E extends EventName>(userId: string, event: E, ...args: EventArgs<E>): void;
  /** Closes the connections opened with a session that has just been revoked (logout). */
  disconnectSession(userId: string, sessionId: string): Promise<void>;
  /** Closes the connections whose session has expired or was revoked elsewhere; returns how many. */
  recheckSessions(): Promise<number>;
  close(): Promise<void>;
}

export const rooms = {
  signedIn: 'signed-in',
  user: (id: string) => `user:${id}`,
  agency: (id: string) => `agency:${id}`,
  location: (id: string) => `location:${id}`,
};

interface SocketData {
  actor: UserActor;
}

/** One socket.io server on the HTTP server; a connection is accepted only with a valid bearer token. */
export function createRealtime(opts: {
  server: HttpServer;
  db: Db;
  policy: SessionPolicy;
  corsOrigins: string[];
  log: FastifyBaseLogger;
  /** How often open connections are checked against their sessions (expiry, revocation by another process). */
  recheckMs?: number;
}): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(opts.server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    cors: { origin: opts.corsOrigins, credentials: true },
    serveClient: false,
  });

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const actor = token ? await resolveSession({ db: opts.db, token, policy: opts.policy }).catch(() => null) : null;
    if (!actor) return next(new Error('unauthorized'));
    socket.data.actor = actor;
    next();
  });

  io.on('connection', (socket) => {
    const { actor } = socket.data;
    const joined = [rooms.signedIn, rooms.user(actor.userId)];
    if (actor.agencyId) joined.push(rooms.agency(actor.agencyId));
    if (actor.locationId) joined.push(rooms.location(actor.locationId));
    socket.join(joined);
    socket.on('ping', (ack) => typeof ack === 'function' && ack(new Date().toISOString()));
  });

  const recheckSessions = async () => {
    const sockets = await io.fetchSockets();
    const live = await liveSessionIds({
      db: opts.db,
      sessionIds: [...new Set(sockets.map((socket) => socket.data.actor.sessionId))],
      policy: opts.policy,
    });
    const ended = sockets.filter((socket) => !live.has(socket.data.actor.sessionId));
    for (const socket of ended) socket.disconnect(true);
    return ended.length;
  };
  const recheckTimer = setInterval(() => {
    recheckSessions().catch((error: unknown) => opts.log.warn({ err: error }, 'checking socket sessions failed'));
  }, opts.recheckMs ?? 60_000);
  recheckTimer.unref();

  return {
    toSignedIn: (event, ...args) => io.to(rooms.signedIn).emit(event, ...args),
    toAgency: (agencyId, event, ...args) => io.to(rooms.agency(agencyId)).emit(event, ...args),
    toUser: (userId, event, ...args) => io.to(rooms.user(userId)).emit(event, ...args),
    disconnectSession: async (userId, sessionId) => {
      for (const socket of await io.in(rooms.user(userId)).fetchSockets()) {
        if (socket.data.actor.sessionId === sessionId) socket.disconnect(true);
      }
    },
    recheckSessions,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(recheckTimer);
        io.close(() => resolve());
      }),
  };
}
