import type { Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLoadedQueryClient } from '../../../lib/loaded-query-client';
import { useSocket } from '../../../lib/socket';

/**
 * What a change on one ticket makes out of date: the unread count, every list, and that ticket and its
 * conversation (an open one is kept live by its own watch; a cached one must not come back stale).
 * Keys as api/support-keys.ts builds them: ['support', kind, viewer, ticketId?].
 */
export const touchedBy = (ticketId: string) => (query: Query) => {
  const [area, kind, , id] = query.queryKey;
  if (area !== 'support') return false;
  return kind === 'unread' || kind === 'list' || ((kind === 'ticket' || kind === 'comments') && id === ticketId);
};

/**
 * Listens for 'support:activity' (a comment or change on a ticket the person's side or team may see) and
 * refetches what it touched. Mounted once for the app, outside react-query's provider: with no query
 * client loaded yet there is nothing cached to refresh.
 */
export function useSupportRealtime(): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const onActivity = ({ ticketId }: { ticketId: string }) => {
      void getLoadedQueryClient()?.invalidateQueries({ predicate: touchedBy(ticketId) });
    };
    socket.on('support:activity', onActivity);
    return () => {
      socket.off('support:activity', onActivity);
    };
  }, [socket]);
}
