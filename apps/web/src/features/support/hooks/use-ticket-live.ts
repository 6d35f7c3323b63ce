import type { TTicketBroadcast, TTicketViewersEvent } from '@atrium/contracts/socket-events';
import type { TPerson, TTicket, TTicketComment } from '@atrium/contracts/support';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { applyTicketRead, useMarkRead } from '@/features/support/api/mark-read';
import { supportKeys } from '@/features/support/api/support-keys';
import { addComment } from '@/features/support/utils/comments-cache';
import { openTicket } from '@/features/support/utils/open-tickets';
import { changeQueryData, withTicketState } from '@/features/support/utils/support-cache';
import { useSession } from '@/lib/session-store';
import { useSocket } from '@/lib/socket';

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * One open ticket, live: the tab watches it over the socket (again after a reconnect), new comments join
 * the conversation and new states replace the ticket's in the cache (the events carry them: nothing is
 * fetched again), and the others who have it open are listed. It is marked read when opened (once
 * `ready`), and again when someone else's comment arrives while the tab is in view (over the socket that
 * brought it) or as soon as the tab comes back into view.
 */
export function useTicketLive(ticketId: string, ready: boolean): { viewers: TPerson[] } {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const me = useSession().user?._id ?? 'visitor';
  const [viewers, setViewers] = useState<TPerson[]>([]);
  const markRead = useMarkRead(ticketId);
  const unreadWaiting = useRef(false);
  const mark = useRef(markRead.mutate);
  mark.current = markRead.mutate;

  const readNowOrLater = () => {
    if (visible()) mark.current();
    else unreadWaiting.current = true;
  };

  /** A comment that arrived while the tab is in view is read: tell the server on the socket, or by request. */
  const readArrived = () => {
    if (!visible()) {
      unreadWaiting.current = true;
      return;
    }
    if (!socket?.connected) return mark.current();
    socket.timeout(10_000).emit('ticket:read', ticketId, (err: Error | null, result?: { ok: boolean }) => {
      if (err || !result?.ok) mark.current();
      else applyTicketRead(queryClient, me, ticketId);
    });
  };

  useEffect(() => openTicket(ticketId), [ticketId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened ticket, when it has loaded.
  useEffect(() => {
    if (ready) readNowOrLater();
  }, [ready, ticketId]);

  useEffect(() => {
    const onVisible = () => {
      if (!visible() || !unreadWaiting.current) return;
      unreadWaiting.current = false;
      mark.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: readArrived reads refs and this effect's own values.
  useEffect(() => {
    if (!socket) return;
    const watch = () => socket.emit('ticket:watch', ticketId, () => {});
    if (socket.connected) watch();
    const onComment = (event: { ticketId: string; comment: TTicketComment }) => {
      if (event.ticketId !== ticketId) return;
      queryClient.setQueryData<TTicketComment[]>(supportKeys.comments(me, ticketId), (list) => addComment(list, event.comment));
      if (event.comment.author._id !== me) readArrived();
    };
    const onUpdated = (event: { ticket: TTicketBroadcast }) => {
      if (event.ticket._id !== ticketId) return;
      changeQueryData<TTicket>(queryClient, supportKeys.ticket(me, ticketId), (old) => withTicketState(old, event.ticket));
    };
    const onViewers = (event: TTicketViewersEvent) => {
      if (event.ticketId === ticketId) setViewers(event.viewers.filter((v) => v._id !== me));
    };
    socket.on('connect', watch);
    socket.on('ticket:comment', onComment);
    socket.on('ticket:updated', onUpdated);
    socket.on('ticket:viewers', onViewers);
    return () => {
      socket.off('connect', watch);
      socket.off('ticket:comment', onComment);
      socket.off('ticket:updated', onUpdated);
      socket.off('ticket:viewers', onViewers);
      if (socket.connected) socket.emit('ticket:unwatch', ticketId);
      setViewers([]);
    };
  }, [socket, ticketId, me, queryClient]);

  return { viewers };
}
