import type { ClientToServerEvents, ServerToClientEvents } from '@atrium/contracts/socket-events';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useSession } from './session-store';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

interface SocketContextValue {
  socket: AppSocket | null;
}

const SocketContext = createContext<SocketContextValue | undefined>(undefined);

/**
 * One connection per signed-in browser tab, to the page's own origin. The connection code and
 * socket.io-client are imported on demand so visitors (and the first page load) do not pay for it; a new token reconnects.
 */
export function SocketProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let current: AppSocket | null = null;
    import('./socket-connection')
      .then(({ connectSocket }) => {
        if (cancelled) return;
        current = connectSocket(token);
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
