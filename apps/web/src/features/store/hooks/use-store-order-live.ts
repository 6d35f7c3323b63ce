import type { TStoreOrderEvent, TStoreOrderMessage } from '@atrium/contracts/store';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStoreOrderCache } from '@/features/store/api/orders';
import { storeKeys } from '@/features/store/api/store-keys';
import { useSocket } from '@/lib/socket';

/** A thread with the new message at its end, once (the author's tab already added its own). */
export function withMessage(thread: TStoreOrderMessage[] | undefined, message: TStoreOrderMessage) {
  if (!thread || thread.some((m) => m._id === message._id)) return thread;
  return [...thread, message];
}

/**
 * Applies `store:order` events (an order paid, moved on, refunded, or a new message in its thread) to the cached
 * order, its thread and the lists, so both sides see a change without reloading. Events missed while the socket
 * was away are read again when it is back.
 */
export function useStoreOrderLive(): void {
  const socket = useSocket();
  const client = useQueryClient();
  const put = useStoreOrderCache();
  useEffect(() => {
    if (!socket) return;
    const onOrder = ({ order, message }: TStoreOrderEvent) => {
      void put(order);
      if (message)
        client.setQueryData(storeKeys.messages(order._id), (old: TStoreOrderMessage[] | undefined) => withMessage(old, message));
      else void client.invalidateQueries({ queryKey: storeKeys.messages(order._id) });
    };
    const onReconnect = () => void client.invalidateQueries({ queryKey: storeKeys.orders });
    socket.on('store:order', onOrder);
    socket.on('connect', onReconnect);
    return () => {
      socket.off('store:order', onOrder);
      socket.off('connect', onReconnect);
    };
  }, [socket, client, put]);
}
