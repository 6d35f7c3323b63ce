import type { Server as HttpServer } from 'node:http';
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@atrium/contracts/socket-events';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../../db/client';
import { liveSessionIds, resolveSession, type SessionPolicy } from '../auth/sessions';
import { poolOf } from '../pubsub/pubsub';
import type { UserActor } from '../tenancy/actor';
import { listeningPool } from './listening-pool';

type EventName = keyof ServerToClientEvents;
type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

interface SocketData {
  actor: UserActor;
}

/** One browser tab's connection, with the signed-in actor it was opened for. */
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  /** Every browser in one room (see `rooms`). */
  to<E extends EventName>(room: string, event: E, ...args: EventArgs<E>): void;
  /** Every signed-in browser. */
  toSignedIn<E extends EventName>(event: E, ...args: EventArgs<E>): void;
  toAgency<E extends EventName>(agencyId: string, event: E, ...args: EventArgs<E>): void;
  toUser<E extends EventName>(userId: string, event: E, ...args: EventArgs<E>): void;
  /** Lets a module handle the events a tab sends (watching a ticket, say); call while the app is built. */
  onConnection(handler: (socket: RealtimeSocket) => void): void;
  /** The connections in a room right now. */
  socketsIn(room: string): Promise<{ id: string; actor: UserActor }[]>;
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
  /** The platform's support team (super admins). */
  platformTeam: 'team:platform',
  /** An agency's support team (its admins and staff). */
  agencyTeam: (id: string) => `team:agency:${id}`,
  /** Tabs that have a ticket open; internal notes go to its team room only. */
  ticket: (id: string) => `ticket:${id}`,
  ticketTeam: (id: string) => `ticket-team:${id}`,
};

/** The rooms a connection joins for who it is. */
export function roomsOf(actor: UserActor): string[] {
  const joined = [rooms.signedIn, rooms.user(actor.userId)];
  if (actor.agencyId) joined.push(rooms.agency(actor.agencyId));
  if (actor.locationId) joined.push(rooms.location(actor.locationId));
  if (actor.role === 'super_admin') joined.push(rooms.platformTeam);
  if (actor.agencyId && (actor.role === 'agency_admin' || actor.role === 'agency_staff'))
    joined.push(rooms.agencyTeam(actor.agencyId));
  return joined;
}

/**
 * One socket.io server on the HTTP server; a connection is accepted only with a valid bearer token. Rooms and
 * emits span every server process on the database (@socket.io/postgres-adapter: NOTIFY, with packets over
 * 8000 bytes in socket_io_attachments), so a comment posted through one process reaches tabs on another.
 */
export function createRealtime(opts: {
  server: HttpServer;
  db: Db;
  policy: SessionPolicy;
  corsOrigins: string[];
  log: FastifyBaseLogger;
  /** How often open connections are checked against their sessions (expiry, revocation by another process). */
  recheckMs?: number;
}): Realtime {
  const listening = listeningPool(poolOf(opts.db), opts.log);
  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(opts.server, {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    cors: { origin: opts.corsOrigins, credentials: true },
    serveClient: false,
    adapter: createAdapter(listening.pool, {
      errorHandler: (error: Error) => opts.log.warn({ err: error }, 'socket.io adapter: a message between processes failed'),
    }),
  });

  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const actor = token ? await resolveSession({ db: opts.db, token, policy: opts.policy }).catch(() => null) : null;
    if (!actor) return next(new Error('unauthorized'));
    socket.data.actor = actor;
    next();
  });

  const handlers: ((socket: RealtimeSocket) => void)[] = [];
  io.on('connection', (socket) => {
    socket.join(roomsOf(socket.data.actor));
    socket.on('ping', (ack) => typeof ack === 'function' && ack(new Date().toISOString()));
    for (const handler of handlers) handler(socket);
  });

  // Each process checks its own connections (all processes run this timer).
  const recheckSessions = async () => {
    const sockets = await io.local.fetchSockets();
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
    to: (room, event, ...args) => io.to(room).emit(event, ...args),
    onConnection: (handler) => {
      handlers.push(handler);
    },
    socketsIn: async (room) => (await io.in(room).fetchSockets()).map((socket) => ({ id: socket.id, actor: socket.data.actor })),
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
      }).then(listening.close),
  };
}
