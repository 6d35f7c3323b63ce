import { type ComponentType, useEffect, useState } from 'react';
import { useSocket } from '@/lib/socket';

/**
 * Mounts the app-wide real-time listeners once, for every screen of a signed-in tab. Their code (and
 * react-hot-toast) is fetched only when the tab has a socket, so visitors never download it; a failed
 * download costs the live updates, not the page.
 */
export function RealtimeListeners() {
  const socket = useSocket();
  const [Listeners, setListeners] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!socket || Listeners) return;
    let cancelled = false;
    import('./app-realtime')
      .then(({ AppRealtime }) => {
        if (!cancelled) setListeners(() => AppRealtime);
      })
      .catch((err: unknown) => console.warn('Real-time updates are unavailable', err));
    return () => {
      cancelled = true;
    };
  }, [socket, Listeners]);

  return socket && Listeners ? <Listeners /> : null;
}
