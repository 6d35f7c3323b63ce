import type { StripeJson } from '../store';
import type { Recurring } from './periods';

/** A price as billing reads it (A1's prices, or a subscription's own `price_data`). */
export type PriceJson = StripeJson & {
  active: boolean;
  currency: string;
  product: string;
  unit_amount: number | null;
  recurring: (Recurring & { usage_type?: string }) | null;
  type: 'one_time' | 'recurring';
};

export type SubscriptionItemJson = StripeJson & {
  object: 'subscription_item';
  created: number;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  price: PriceJson;
  quantity: number;
  subscription: string;
};

export type SubscriptionStatus = 'trialing' | 'active' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'canceled' | 'unpaid';

export type SubscriptionJson = StripeJson & {
  object: 'subscription';
  application_fee_percent: number | null;
  billing_cycle_anchor: number;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  created: number;
  currency: string;
  customer: string;
  default_payment_method: string | null;
  ended_at: number | null;
  items: { object: 'list'; data: SubscriptionItemJson[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  metadata: Record<string, string>;
  pending_setup_intent: string | null;
  start_date: number;
  status: SubscriptionStatus;
  test_clock: string | null;
  transfer_data: { amount_percent: number | null; destination: string } | null;
  trial_end: number | null;
  trial_start: number | null;
};

export type InvoiceLineJson = StripeJson & {
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  metadata: Record<string, string>;
  parent: {
    type: 'subscription_item_details' | 'invoice_item_details';
    subscription_item_details: {
      invoice_item: string | null;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    } | null;
    invoice_item_details: {
      invoice_item: string;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string | null;
    } | null;
  };
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string | null };
  quantity: number | null;
  subscription: string | null;
  subtotal: number;
};

export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';

export type InvoiceJson = StripeJson & {
  object: 'invoice';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  confirmation_secret: { client_secret: string; type: 'payment_intent' } | null;
  created: number;
  currency: string;
  customer: string;
  customer_email: string | null;
  customer_name: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  lines: { object: 'list'; data: InvoiceLineJson[]; has_more: false; total_count: number; url: string };
  metadata: Record<string, string>;
  next_payment_attempt: number | null;
  number: string | null;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Record<string, string>; subscription: string };
  } | null;
  period_end: number;
  period_start: number;
  status: InvoiceStatus;
  status_transitions: {
    finalized_at: number | null;
    marked_uncollectible_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
  };
  subtotal: number;
  test_clock: string | null;
  total: number;
};

export type InvoiceItemJson = StripeJson & {
  object: 'invoiceitem';
  amount: number;
  currency: string;
  customer: string;
  date: number;
  description: string;
  invoice: string | null;
  metadata: Record<string, string>;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; subscription_item: string } } | null;
  period: { start: number; end: number };
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: string | null };
  proration: boolean;
  quantity: number;
};

export type TestClockJson = StripeJson & {
  object: 'test_helpers.test_clock';
  created: number;
  deletes_after: number;
  frozen_time: number;
  livemode: false;
  name: string | null;
  status: 'ready' | 'advancing' | 'internal_failure';
  status_details: Record<string, unknown>;
};
