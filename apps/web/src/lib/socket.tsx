import type { ClientToServerEvents, ServerToClientEvents } from '@atrium/contracts/socket-events';
import { SOCKET_PATH } from '@atrium/contracts/socket-events';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { useSession } from './session-store';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

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

interface SocketContextValue {
  socket: AppSocket | null;
}

const SocketContext = createContext<SocketContextValue | undefined>(undefined);

/**
 * One connection per signed-in browser tab, to the page's own origin. socket.io-client is imported
 * on demand so visitors (and the first page load) do not pay for it; a new token reconnects.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let current: AppSocket | null = null;
    import('socket.io-client')
      .then(({ io }) => {
        if (cancelled) return;
        current = io(socketOptions(token));
        setSocket(current);
      })
      .catch((err: unknown) => console.warn('Real-time updates are unavailable', err));
    return () => {
      cancelled = true;
      current?.disconnect();
      setSocket(null);
    };
  }, [token]);

  return <SocketContext.Provider value={{ socket: token ? socket : null }}>{children}</SocketContext.Provider>;
}

/** The live socket, or null while signed out or still connecting. */
export function useSocket(): AppSocket | null {
  const context = useContext(SocketContext);
  if (context === undefined) throw new Error('useSocket must be used within the socket provider');
  return context.socket;
}
