import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import type { Mailer } from '../../platform/email/mailer';
import type { Realtime } from '../../platform/realtime/realtime';
import { handleAppBillingStripeEvent } from '../app-billing/app-billing-stripe-events';
import { applyStoreSucceededEvents, handleStoreStripeEvent } from '../store/store-stripe-events';

/** What a handler of a verified, stored Stripe event gets (decision 029). */
export interface StripeEventContext {
  db: Db;
  payments: Payments;
  realtime: Pick<Realtime, 'to'> | null;
  mailer: Mailer;
  /** Queues background work (a snapshot load a purchase starts). */
  jobs: { send<T extends object>(name: string, data: T): Promise<string | null> } | null;
  publicUrl: string;
}

/**
 * A module's handler: it looks at the event's object (`metadata.atrium_kind` says whose it is), reads the object back
 * from Stripe, and applies its state to its own records, monotonically (a late or repeated event never undoes a
 * later state). 'ignored' when the event is not its business.
 */
export type StripeEventHandler = (ctx: StripeEventContext, event: Stripe.Event) => Promise<'handled' | 'ignored'>;

/** Every module that owns records paid through Stripe, asked in turn. */
export const STRIPE_EVENT_HANDLERS: readonly StripeEventHandler[] = [handleStoreStripeEvent, handleAppBillingStripeEvent];

/**
 * A module's handler of many events at once, for what it can apply together (a backlog of payments, decision 030).
 * It takes only events that are its alone (every other handler would ignore them), applies them, and returns the
 * ids of the events it handled; the rest go one by one to every handler.
 */
export type StripeBatchHandler = (ctx: StripeEventContext, events: readonly Stripe.Event[]) => Promise<ReadonlySet<string>>;

export const STRIPE_BATCH_HANDLERS: readonly StripeBatchHandler[] = [applyStoreSucceededEvents];
