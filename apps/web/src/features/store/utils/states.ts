import type { TStoreOrderStatus, TStoreSubscription } from '@atrium/contracts/store';
import type { PillTone } from '@/components/ui/status-pill';

/** How an order's state reads at a glance. */
export const ORDER_TONES: Record<TStoreOrderStatus, PillTone> = {
  pending_payment: 'warn',
  paid: 'busy',
  in_progress: 'busy',
  delivered: 'good',
  refunded: 'idle',
  failed: 'bad',
  canceled: 'idle',
};

/** The steps an order goes through once paid; refunded, failed and canceled orders leave the path. */
export const ORDER_STEPS = ['paid', 'in_progress', 'delivered'] as const;

/** How far along the steps an order is (-1: not paid yet, or off the path). */
export function orderStep(status: TStoreOrderStatus): number {
  return (ORDER_STEPS as readonly string[]).indexOf(status);
}

/** Orders the agency can still act on (move on, deliver, refund). */
export const isOpenOrder = (status: TStoreOrderStatus) => status === 'paid' || status === 'in_progress';
/** Orders with money in them that can be refunded (a delivered one too). */
export const isRefundable = (status: TStoreOrderStatus) => isOpenOrder(status) || status === 'delivered';

export const SUBSCRIPTION_TONES: Record<TStoreSubscription['status'], PillTone> = {
  active: 'good',
  trialing: 'good',
  past_due: 'warn',
  incomplete: 'warn',
  unpaid: 'bad',
  canceled: 'idle',
  incomplete_expired: 'idle',
  paused: 'idle',
};

/** A subscription that still renews or can still be ended. */
export const isLiveSubscription = (s: Pick<TStoreSubscription, 'status'>) =>
  s.status === 'active' || s.status === 'trialing' || s.status === 'past_due' || s.status === 'unpaid';
