import { SOCKET_PATH } from '@atrium/contracts/socket-events';
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import type { AppSocket } from './socket';

/** The spec's connection constants (SPEC 4 and 9): long polling first, then the websocket upgrade. */
export function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    path: SOCKET_PATH,
    transports: ['polling', 'websocket'],
    timeout: 20000,
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    randomizationFactor: 0.5,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    auth: { token },
  };
}

/** Opens the tab's connection to the page's own origin. Loaded on demand with socket.io-client. */
export const connectSocket = (token: string): AppSocket => io(socketOptions(token));
