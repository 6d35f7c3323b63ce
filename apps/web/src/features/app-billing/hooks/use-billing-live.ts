import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { billingKeys } from '@/features/app-billing/api/billing-api';
import { useSocket } from '@/lib/socket';

/**
 * A subscription of the agency moved at Stripe (a trial ended, a renewal paid or failed, a cancellation took effect):
 * /app_billings reads its spend, subscriptions and invoices again, and once more after the socket comes back.
 */
export function useBillingLive(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void client.invalidateQueries({ queryKey: billingKeys.all });
    socket.on('billing:subscription', refresh);
    socket.on('connect', refresh);
    return () => {
      socket.off('billing:subscription', refresh);
      socket.off('connect', refresh);
    };
  }, [socket, client]);
}
