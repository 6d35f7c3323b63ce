import type { TSupportActivityEvent } from '@atrium/contracts/socket-events';
import type { TUnreadComments } from '@atrium/contracts/support';
import type { Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supportKeys } from '@/features/support/api/support-keys';
import { isReading } from '@/features/support/utils/open-tickets';
import { unreadWithOneMore } from '@/features/support/utils/support-cache';
import { getLoadedQueryClient } from '@/lib/loaded-query-client';
import { getSession } from '@/lib/session-store';
import { useSocket } from '@/lib/socket';

/**
 * A ticket's own caches (the ticket and its conversation). Keys as api/support-keys.ts builds them:
 * ['support', kind, viewer, ticketId?].
 */
export const ticketCaches = (ticketId: string) => (query: Query) => {
  const [area, kind, , id] = query.queryKey;
  return area === 'support' && (kind === 'ticket' || kind === 'comments') && id === ticketId;
};

/**
 * Listens for 'support:activity' (a comment or change on a ticket the person's side or team may see) and
 * applies it without asking for the open ticket again:
 * - a comment by someone else is one more unread answer, unless this tab is reading that ticket now (it
 *   marks it read as the comment arrives);
 * - lists on screen refetch (the ticket may move in their order or out of their filter); lists and
 *   tickets not on screen are only marked stale, so they come back fresh when shown;
 * - an open ticket is left alone: its own watch brings the comment and the new state.
 * Mounted once for the app, outside react-query's provider: with no query client loaded yet there is
 * nothing cached to update.
 */
export function useSupportRealtime(): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    const onActivity = ({ ticketId, commentBy }: TSupportActivityEvent) => {
      const queryClient = getLoadedQueryClient();
      if (!queryClient) return;
      const me = getSession().user?._id ?? 'visitor';
      if (commentBy && commentBy !== me && !isReading(ticketId)) {
        queryClient.setQueryData<TUnreadComments>(supportKeys.unread(me), (data) => unreadWithOneMore(data, ticketId));
      }
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists });
      void queryClient.invalidateQueries({ predicate: ticketCaches(ticketId), type: 'inactive', refetchType: 'none' });
    };
    socket.on('support:activity', onActivity);
    return () => {
      socket.off('support:activity', onActivity);
    };
  }, [socket]);
}
