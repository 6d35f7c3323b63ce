import { z } from 'zod';
import { ZId, ZIdParams, ZIsoDateTime, ZPageQuery, zText } from './common';
import { endpoint } from './endpoint';
import { PAYMENT_CONNECT_METHODS, PAYMENT_RECORD_KINDS, STRIPE_EVENT_STATES } from './payment-states';

/**
 * Payment providers (SPEC 7, issue 23, decision 029): an agency's (and a partner's) Stripe connection, Stripe's
 * webhooks, the store's product sync and a customer's invoices, and the super admin's reconciliation findings.
 *
 * What each SPEC 7 path does:
 * - GET  /agency/stripe/integrate?method=oauth|onboarding: where to send the agency's admin to connect (Stripe's OAuth
 *   page for an existing standard account, or an Account Link onboarding a new one); both return to
 *   /integrations/agency_stripe.
 * - GET  /agency/stripe: the live connection (or null), its state read back from Stripe.
 * - POST /agency/stripe/submit: what Stripe's return brought (an OAuth code, or the onboarding's return) finishes
 *   connecting.
 * - POST /agency/stripe/delete/{id}: disconnects connection {id} (an OAuth connection is also deauthorized at Stripe).
 * - POST /agency/stripe/filter/{id}: connection {id}'s payments or payouts, read from Stripe.
 * - POST /agency/stripe/update/{id}: syncs store product {id} to Stripe (its product and current price).
 * - GET  /agency/stripe/invoices/{id}: the invoices of location {id}, the agency's customer.
 */

/** Money: an integer amount in the currency's minor unit (cents) and its ISO 4217 code, upper case. */
export const ZCurrency = zText().regex(/^[A-Z]{3}$/, 'Currency must be a three-letter code such as USD');
export const ZMoney = z.object({ amountMinor: z.number().int(), currency: ZCurrency });
export type TMoney = z.infer<typeof ZMoney>;

export const ZPaymentConnectMethod = z.enum(PAYMENT_CONNECT_METHODS);
export type TPaymentConnectMethod = z.infer<typeof ZPaymentConnectMethod>;

/** A connected Stripe account as its owner sees it: Stripe's state of it, read back on every change. */
export const ZStripeConnection = z.object({
  _id: ZId,
  method: ZPaymentConnectMethod,
  /** Stripe's account id (`acct_...`). */
  stripeAccountId: zText(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /** What Stripe still needs from the owner (Stripe's requirement names, e.g. `external_account`). */
  requirementsDue: z.array(zText()),
  defaultCurrency: ZCurrency.nullable(),
  country: zText().nullable(),
  displayName: zText().nullable(),
  /** When connecting finished; null while an onboarding is still under way. */
  connectedAt: ZIsoDateTime.nullable(),
  /** Atrium's share of each store sale, in percent (`STORE_FEE_PERCENT`); for a partner, the platform's fee. */
  storeFeePercent: z.number(),
  /** Stripe's dashboard, where the owner manages the account; null with the local sandbox, which has none. */
  dashboardUrl: zText().nullable(),
});
export type TStripeConnection = z.infer<typeof ZStripeConnection>;

export const ZStripeIntegrateQuery = z.object({ method: ZPaymentConnectMethod });

/**
 * What Stripe's return to /integrations/agency_stripe (or /integrations/partner_stripe) carried. `state` is the signed
 * state Atrium sent (OAuth) or put on the onboarding's return address; `code` comes back from OAuth; `error`
 * (`access_denied` when the person cancelled) when Stripe refused.
 */
export const ZStripeSubmitBody = z.object({
  state: zText().min(1).max(2000),
  code: zText().min(1).max(500).optional(),
  error: zText().max(200).optional(),
  errorDescription: zText().max(1000).optional(),
});
export type TStripeSubmitBody = z.infer<typeof ZStripeSubmitBody>;

/**
 * Agencies and partners come back to the same page (/integrations/agency_stripe: one OAuth redirect address to
 * register at Stripe); a partner's state starts with this, so the page knows which submit finishes it.
 */
export const PARTNER_STRIPE_STATE_PREFIX = 'partner.';

export const STRIPE_PAYMENT_STATUSES = ['succeeded', 'pending', 'failed', 'refunded', 'partially_refunded'] as const;
export const STRIPE_PAYOUT_STATUSES = ['paid', 'pending', 'in_transit', 'canceled', 'failed'] as const;
export const STRIPE_LIST_KINDS = ['payments', 'payouts'] as const;

/** A page of a connection's payments or payouts; `status` must be one of that kind's statuses. */
export const ZStripeFilterBody = z
  .object({
    kind: z.enum(STRIPE_LIST_KINDS),
    status: z.enum([...STRIPE_PAYMENT_STATUSES, ...STRIPE_PAYOUT_STATUSES]).optional(),
    /** Created on or after / before (ISO dates or times). */
    from: ZIsoDateTime.optional(),
    to: ZIsoDateTime.optional(),
    /** The last id of the previous page. */
    startingAfter: zText().min(1).max(200).optional(),
    limit: z.number().int().min(1).max(100).default(20),
  })
  .refine(
    (b) =>
      b.status === undefined ||
      (b.kind === 'payments'
        ? (STRIPE_PAYMENT_STATUSES as readonly string[]).includes(b.status)
        : (STRIPE_PAYOUT_STATUSES as readonly string[]).includes(b.status)),
    { path: ['status'], error: 'This status does not belong to that list' },
  )
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ['to'], error: 'The end comes before the start' });
export type TStripeFilterBody = z.input<typeof ZStripeFilterBody>;

/** One payment into the connected account (a charge). */
export const ZStripePayment = z.object({
  id: zText(),
  amount: ZMoney,
  /** What has been refunded of it. */
  refunded: ZMoney,
  /** The application fee Atrium took, when it took one. */
  fee: ZMoney.nullable(),
  status: z.enum(STRIPE_PAYMENT_STATUSES),
  description: zText().nullable(),
  /** The buyer as the charge names it (billing name or e-mail). */
  customer: zText().nullable(),
  /** The bank's reason of a failed payment. */
  failureMessage: zText().nullable(),
  receiptUrl: zText().nullable(),
  createdAt: ZIsoDateTime,
});
export type TStripePayment = z.infer<typeof ZStripePayment>;

/** One payout from the connected account to its bank. */
export const ZStripePayout = z.object({
  id: zText(),
  amount: ZMoney,
  status: z.enum(STRIPE_PAYOUT_STATUSES),
  description: zText().nullable(),
  arrivalDate: ZIsoDateTime,
  createdAt: ZIsoDateTime,
});
export type TStripePayout = z.infer<typeof ZStripePayout>;

const pageOf = <K extends string, T extends z.ZodType>(kind: K, item: T) =>
  z.object({
    kind: z.literal(kind),
    items: z.array(item),
    hasMore: z.boolean(),
    /** Send as `startingAfter` for the next page; null on the last. */
    nextStartingAfter: zText().nullable(),
  });
export const ZStripeFilterResult = z.discriminatedUnion('kind', [
  pageOf('payments', ZStripePayment),
  pageOf('payouts', ZStripePayout),
]);
export type TStripeFilterResult = z.infer<typeof ZStripeFilterResult>;

/** A store product as synced to Stripe (a new amount or currency makes a new price: Stripe's prices never change). */
export const ZStripeProductSync = z.object({
  stripeProductId: zText(),
  stripePriceId: zText(),
  syncedAt: ZIsoDateTime,
});
export type TStripeProductSync = z.infer<typeof ZStripeProductSync>;

/** An invoice or receipt, mirrored from Stripe: the agency's for apps and bundles, a location's for store purchases. */
export const ZPaymentInvoice = z.object({
  _id: ZId,
  stripeInvoiceId: zText(),
  recordKind: z.enum(PAYMENT_RECORD_KINDS),
  recordId: ZId,
  locationId: ZId.nullable(),
  number: zText().nullable(),
  /** Stripe's invoice status: draft, open, paid, uncollectible, void. */
  status: zText(),
  description: zText().nullable(),
  amountDueMinor: z.number().int(),
  amountPaidMinor: z.number().int(),
  currency: ZCurrency,
  hostedInvoiceUrl: zText().nullable(),
  invoicePdf: zText().nullable(),
  periodStart: ZIsoDateTime.nullable(),
  periodEnd: ZIsoDateTime.nullable(),
  issuedAt: ZIsoDateTime,
});
export type TPaymentInvoice = z.infer<typeof ZPaymentInvoice>;

/** A partner the member may connect, with its connection (null when it has none). */
export const ZPartnerStripeConnection = z.object({
  partner: z.object({ _id: ZId, name: zText() }),
  connection: ZStripeConnection.nullable(),
});
export type TPartnerStripeConnection = z.infer<typeof ZPartnerStripeConnection>;

export const ZPartnerStripeIntegrateQuery = ZStripeIntegrateQuery.extend({ partnerId: ZId });

/** A difference the reconciliation found between an Atrium record and Stripe's object. */
export const RECONCILIATION_PROBLEMS = [
  'status_mismatch',
  'amount_mismatch',
  'currency_mismatch',
  'refund_mismatch',
  'missing_at_stripe',
] as const;
export type TReconciliationProblem = (typeof RECONCILIATION_PROBLEMS)[number];
export const ZPaymentFinding = z.object({
  _id: ZId,
  recordKind: z.enum(PAYMENT_RECORD_KINDS),
  recordId: ZId,
  problem: z.enum(RECONCILIATION_PROBLEMS),
  /** Atrium's value and Stripe's, as text (a status, an amount with its currency). */
  ours: zText(),
  stripes: zText(),
  stripeObjectId: zText().nullable(),
  /** The agency whose record it is, for the super admin to know whom it concerns. */
  agency: z.object({ _id: ZId, name: zText() }).nullable(),
  detectedAt: ZIsoDateTime,
  resolvedAt: ZIsoDateTime.nullable(),
});
export type TPaymentFinding = z.infer<typeof ZPaymentFinding>;

/** A webhook event that failed its last try: no handler could apply it. */
export const ZFailedStripeEvent = z.object({
  _id: ZId,
  eventId: zText(),
  type: zText(),
  state: z.enum(STRIPE_EVENT_STATES),
  attempts: z.number().int(),
  lastError: zText().nullable(),
  receivedAt: ZIsoDateTime,
});
export type TFailedStripeEvent = z.infer<typeof ZFailedStripeEvent>;

export const ZPaymentFindingsQuery = ZPageQuery.extend({ state: z.enum(['open', 'resolved']).default('open') });

export const ZReconcileResult = z.object({
  /** Records compared with Stripe. */
  checked: z.number().int(),
  /** Findings recorded that were not open before. */
  found: z.number().int(),
  /** Open findings that no longer differ, now resolved. */
  resolved: z.number().int(),
});
export type TReconcileResult = z.infer<typeof ZReconcileResult>;

const agency = 'Payment providers';

export const paymentEndpoints = {
  integrate: endpoint({
    method: 'GET',
    path: '/api/v1/agency/stripe/integrate',
    tag: agency,
    summary:
      "Starts connecting the agency's Stripe (agency admins): Stripe's OAuth page for an existing account, or an onboarding link for a new one",
    auth: 'user',
    query: ZStripeIntegrateQuery,
    data: z.object({ url: zText() }),
  }),
  connection: endpoint({
    method: 'GET',
    path: '/api/v1/agency/stripe',
    tag: agency,
    summary: "The agency's Stripe connection (null when none): charges and payouts enabled, requirements due, currency, fee",
    auth: 'user',
    data: ZStripeConnection.nullable(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/v1/agency/stripe/submit',
    tag: agency,
    summary:
      "Finishes connecting with what Stripe's return brought (an OAuth code and the signed state, or the onboarding's return)",
    auth: 'user',
    body: ZStripeSubmitBody,
    data: ZStripeConnection,
  }),
  disconnect: endpoint({
    method: 'POST',
    path: '/api/v1/agency/stripe/delete/:id',
    tag: agency,
    summary: 'Disconnects the Stripe connection (an OAuth connection is deauthorized at Stripe); the store stops selling',
    auth: 'user',
    params: ZIdParams,
    empty: true,
  }),
  filter: endpoint({
    method: 'POST',
    path: '/api/v1/agency/stripe/filter/:id',
    tag: agency,
    summary: "A page of the connection's payments or payouts, read from Stripe",
    auth: 'user',
    params: ZIdParams,
    body: ZStripeFilterBody,
    data: ZStripeFilterResult,
  }),
  updateProduct: endpoint({
    method: 'POST',
    path: '/api/v1/agency/stripe/update/:id',
    tag: agency,
    summary: "Syncs store product {id} to the agency's Stripe: its product and its current price",
    auth: 'user',
    params: ZIdParams,
    data: ZStripeProductSync,
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/v1/agency/stripe/invoices/:id',
    tag: agency,
    summary: "The invoices and receipts of location {id} as the agency's customer, newest first",
    auth: 'user',
    params: ZIdParams,
    data: z.array(ZPaymentInvoice),
  }),
  partnerConnections: endpoint({
    method: 'GET',
    path: '/api/v1/partner/stripe',
    tag: agency,
    summary: "The Stripe connections of the partners the signed-in app creator belongs to (partners' shares are paid there)",
    auth: 'user',
    data: z.array(ZPartnerStripeConnection),
  }),
  partnerIntegrate: endpoint({
    method: 'GET',
    path: '/api/v1/partner/stripe/integrate',
    tag: agency,
    summary: "Starts connecting a partner's Stripe (its members)",
    auth: 'user',
    query: ZPartnerStripeIntegrateQuery,
    data: z.object({ url: zText() }),
  }),
  partnerSubmit: endpoint({
    method: 'POST',
    path: '/api/v1/partner/stripe/submit',
    tag: agency,
    summary: "Finishes connecting a partner's Stripe with what Stripe's return brought",
    auth: 'user',
    body: ZStripeSubmitBody,
    data: ZPartnerStripeConnection,
  }),
  partnerDisconnect: endpoint({
    method: 'POST',
    path: '/api/v1/partner/stripe/delete/:id',
    tag: agency,
    summary: "Disconnects a partner's Stripe connection; its paid plans cannot be bought until it connects again",
    auth: 'user',
    params: ZIdParams,
    empty: true,
  }),
  webhook: endpoint({
    method: 'POST',
    path: '/api/v1/payments/stripe/webhook',
    tag: agency,
    summary:
      "Stripe's webhooks: verified over the raw body (Stripe-Signature, 5 minutes' tolerance), stored once by event id, processed on the job queue",
    auth: 'public',
    headers: z.looseObject({ 'stripe-signature': zText().max(2000).optional() }),
    data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
  findings: endpoint({
    method: 'GET',
    path: '/api/v1/admin/payments/findings',
    tag: agency,
    summary: "Reconciliation's findings (differences between Atrium's records and Stripe's), newest first (super admin)",
    auth: 'user',
    query: ZPaymentFindingsQuery,
    list: ZPaymentFinding,
  }),
  failedEvents: endpoint({
    method: 'GET',
    path: '/api/v1/admin/payments/events/failed',
    tag: agency,
    summary: 'Webhook events that failed their last try, newest first (super admin)',
    auth: 'user',
    data: z.array(ZFailedStripeEvent),
  }),
  retryEvent: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/events/:id/retry',
    tag: agency,
    summary: 'Processes a failed webhook event again (super admin)',
    auth: 'user',
    params: ZIdParams,
    data: ZFailedStripeEvent,
  }),
  resolveFinding: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/findings/:id/resolve',
    tag: agency,
    summary: 'Marks a finding as dealt with (super admin)',
    auth: 'user',
    params: ZIdParams,
    data: ZPaymentFinding,
  }),
  reconcile: endpoint({
    method: 'POST',
    path: '/api/v1/admin/payments/reconcile',
    tag: agency,
    summary: 'Compares open and recent orders and subscriptions with Stripe now, as the daily run does (super admin)',
    auth: 'user',
    data: ZReconcileResult,
  }),
};
