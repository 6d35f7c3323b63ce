import type { Sql } from '../../../crm/sandbox/sql';
import type { SandboxContext } from '../context';

/** A payment's outcome as an invoice needs it. */
export type ChargeOutcome =
  | { status: 'succeeded'; intentId: string }
  | { status: 'requires_action'; intentId: string }
  | { status: 'failed'; intentId: string; error: { code: string; decline_code?: string; message: string } };

export interface InvoiceIntentInput {
  account: string;
  invoice: string;
  customer: string;
  amount: number;
  currency: string;
  description: string;
  /** A connected account's subscription (store): the platform's share of each payment. */
  applicationFeeAmount: number | null;
  /** A partner's share (platform subscription): where the rest goes. */
  transferDestination: string | null;
  metadata: Record<string, string>;
}

/**
 * How billing takes money: through the sandbox's PaymentIntents (A1's `resources/payment-intents*`), so an invoice is
 * paid exactly as any payment is: the same test cards, charges, fees, transfers and events.
 */
export interface IntentGateway {
  /** Makes the invoice's PaymentIntent (`requires_payment_method`), answering its id and client secret. */
  create(sql: Sql, ctx: SandboxContext, input: InvoiceIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** Confirms it off session with a saved payment method (renewals, `POST /v1/invoices/:id/pay`). */
  confirmOffSession(
    sql: Sql,
    ctx: SandboxContext,
    account: string,
    intentId: string,
    paymentMethod: string,
  ): Promise<ChargeOutcome>;
  /** Cancels an intent that will not be paid (a voided invoice). */
  cancel(sql: Sql, ctx: SandboxContext, account: string, intentId: string): Promise<void>;
}

/** What billing's routes use: the gateway, reading an intent back, and a trial's setup intent. */
export interface BillingGateway extends IntentGateway {
  retrieve(account: string, intentId: string): Promise<Record<string, unknown> | null>;
  createSetupIntent(account: string, customer: string): Promise<string>;
}
