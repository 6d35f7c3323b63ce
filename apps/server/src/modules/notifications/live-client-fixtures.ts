import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@atrium/contracts/socket-events';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../../app';

/** Test-only: browser tabs connected to an app listening on a free port, all closed together. */
export type LiveClient = Socket<ServerToClientEvents, ClientToServerEvents>;
export type NewNotificationEvent = Parameters<ServerToClientEvents['notification:new']>[0];

export async function liveClients(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const clients: LiveClient[] = [];
  return {
    /** A signed-in tab, once connected. */
    connect: async (token: string): Promise<LiveClient> => {
      const client: LiveClient = io(baseUrl, { path: '/engine.io', auth: { token }, reconnection: false, forceNew: true });
      clients.push(client);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('connect_error', reject);
      });
      return client;
    },
    /** Every 'notification:new' a tab hears, in order. */
    heard: (client: LiveClient) => {
      const events: NewNotificationEvent[] = [];
      client.on('notification:new', (event) => events.push(event));
      return events;
    },
    closeAll: () => {
      for (const client of clients) client.disconnect();
    },
  };
}
