import { z } from 'zod';
import { ZBundleSlug } from './apps';
import { ZId, ZIdParams, ZPageQuery, zText } from './common';
import { endpoint } from './endpoint';
import { ZInstall, ZInstallTargetInput } from './installs';
import { APP_SUBSCRIPTION_SUBJECTS, SUBSCRIPTION_STATUSES } from './payment-states';

/**
 * Paying for apps (issue 23, decision 029): a paid app plan or a bundle store is a Stripe subscription on the
 * platform with the agency as customer, one per purchase, `quantity` = places (the agency = 1, else the locations).
 * The flow: quote -> checkout (a SetupIntent for the card form) -> confirm (the server reads the card back from
 * Stripe, starts the subscription and installs when Stripe says trialing or active). All paths under /api/v1.
 *
 * Errors the web handles by code (in `{ error: { code, message, details? } }`):
 * - 402 `payment_required` from POST /app/update_app_with_company_id with a paid plan: `details` is the quote
 *   (`TAppBillingQuote`); the web then runs checkout.
 * - 409 `payments_unavailable`: the app's partner cannot take payments yet ("This app cannot take payments yet").
 * - 409 `price_changed`: the plan's or bundle's price or currency changed since the quote the page shows.
 * - 409 `card_not_saved`: confirm found the card form's SetupIntent not succeeded (a declined card): the message is
 *   the bank's.
 * - 409 `already_subscribed`: an active subscription already covers this app or bundle at one of the places chosen.
 */
export const APP_BILLING_ERROR_CODES = {
  paymentRequired: 'payment_required',
  paymentsUnavailable: 'payments_unavailable',
  priceChanged: 'price_changed',
  cardNotSaved: 'card_not_saved',
  alreadySubscribed: 'already_subscribed',
} as const;

/** How often a subscription bills: each month, each year, or once (a lifetime plan: paid once, never renewed). */
export const APP_BILLING_INTERVALS = ['month', 'year', 'one_time'] as const;
export const ZAppBillingInterval = z.enum(APP_BILLING_INTERVALS);
export type TAppBillingInterval = z.infer<typeof ZAppBillingInterval>;

export const ZAppSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type TAppSubscriptionStatus = z.infer<typeof ZAppSubscriptionStatus>;

/**
 * What is being bought: one app's paid plan for the places of `target` (as installing takes them), or a bundle store.
 * An agency bundle takes `{ kind: 'agency' }`; a location bundle takes `{ kind: 'locations', locationIds: [one] }`.
 */
export const ZAppPlanPurchase = z.object({ appId: ZId, planId: ZId, target: ZInstallTargetInput });
export const ZBundlePurchase = z.object({ bundleSlug: ZBundleSlug, target: ZInstallTargetInput });
export const ZAppBillingPurchase = z.union([ZAppPlanPurchase, ZBundlePurchase]);
export type TAppBillingPurchase = z.input<typeof ZAppBillingPurchase>;

/** POST /app/billing/quote: what a purchase costs, computed by the server from its own records. */
export const ZAppBillingQuoteBody = ZAppBillingPurchase;

/** Where a subscription's installs are: the agency itself, or these locations (names for the screen). */
export const ZAppBillingPlaces = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('agency') }),
  z.object({ kind: z.literal('locations'), locations: z.array(z.object({ _id: ZId, name: zText() })) }),
]);
export type TAppBillingPlaces = z.infer<typeof ZAppBillingPlaces>;

/**
 * The price of a purchase ("$970/year for 2 locations" = unitMinor 48500, places 2, interval year, totalMinor 97000).
 * Amounts are integers in minor units of `currency` (ISO 4217, upper case). `all_locations` is priced at the agency's
 * count of locations now. With a trial, nothing is charged until `trialEndsAt`, then `totalMinor` each interval.
 */
/** What a quote and a subscription both say: what is paid for, where, and at what price. */
const purchaseFields = {
  subject: z.enum(APP_SUBSCRIPTION_SUBJECTS),
  app: z.object({ _id: ZId, name: zText(), iconUrl: zText().nullable() }).nullable(),
  plan: z.object({ _id: ZId, name: zText() }).nullable(),
  bundle: z.object({ _id: ZId, slug: ZBundleSlug, name: zText() }).nullable(),
  placesTarget: ZAppBillingPlaces,
  /** The quantity: 1 for the agency, else the number of locations. */
  places: z.number().int().positive(),
  /** The price of one place per interval. */
  unitMinor: z.number().int().positive(),
  totalMinor: z.number().int().positive(),
  currency: zText().length(3),
  interval: ZAppBillingInterval,
};

export const ZAppBillingQuote = z.object({
  ...purchaseFields,
  trialDays: z.number().int().nonnegative(),
  /** ISO time the trial ends (the first charge), null without a trial. */
  trialEndsAt: zText().nullable(),
  /** The partner gets its share (a partner's app); false for the platform's own apps and bundles. */
  partnerShare: z.boolean(),
});
export type TAppBillingQuote = z.infer<typeof ZAppBillingQuote>;

/**
 * POST /app/billing/checkout: starts one purchase. `requestKey` is a UUID per Subscribe click: the same key answers
 * the same subscription and SetupIntent (a double click makes one subscription). `quotedTotalMinor` and
 * `quotedCurrency`, when sent, are what the page showed: a different price now is a 409 `price_changed`.
 */
const checkoutFields = {
  requestKey: ZId,
  quotedTotalMinor: z.number().int().positive().optional(),
  quotedCurrency: zText().length(3).optional(),
};
export const ZAppBillingCheckoutBody = z.union([ZAppPlanPurchase.extend(checkoutFields), ZBundlePurchase.extend(checkoutFields)]);
export type TAppBillingCheckoutBody = z.input<typeof ZAppBillingCheckoutBody>;

/** What the card form needs (`CardForm` props) to save the agency's card for this subscription. */
export const ZCardFormSetup = z.object({
  clientSecret: zText(),
  publishableKey: zText(),
  /** The sandbox's card page (null with the real Stripe: Stripe.js's Payment Element). */
  cardFrameUrl: zText().nullable(),
  /** Always null here: app subscriptions live on the platform's account, not a connected one. */
  stripeAccount: zText().nullable(),
  mode: z.enum(['setup', 'payment']),
});
export type TCardFormSetup = z.infer<typeof ZCardFormSetup>;

export const ZAppBillingCheckout = z.object({
  subscriptionId: ZId,
  /** `incomplete` until confirmed; a retried checkout of a finished one answers its status (and no card form is needed). */
  status: ZAppSubscriptionStatus,
  card: ZCardFormSetup,
  quote: ZAppBillingQuote,
});
export type TAppBillingCheckout = z.infer<typeof ZAppBillingCheckout>;

/** POST /app/billing/confirm: after the card form said succeeded. */
export const ZAppBillingConfirmBody = z.object({ subscriptionId: ZId });

/** One paid subscription of the agency, as /app_billings and the app pages show it. */
export const ZAppSubscription = z.object({
  _id: ZId,
  ...purchaseFields,
  /** What it costs per month (a yearly total / 12, rounded; 0 for a one-time purchase). */
  monthlyMinor: z.number().int().nonnegative(),
  status: ZAppSubscriptionStatus,
  trialEndsAt: zText().nullable(),
  /** The next renewal (or, with `cancelAtPeriodEnd`, when it ends); null for one-time and ended ones. */
  currentPeriodEnd: zText().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canceledAt: zText().nullable(),
  endedAt: zText().nullable(),
  /** The last failed payment's message (a declined renewal: status past_due). */
  lastPaymentError: zText().nullable(),
  createdAt: zText(),
});
export type TAppSubscription = z.infer<typeof ZAppSubscription>;

/**
 * The outcome of confirm. `active` (trialing or active at Stripe): the installs are made. `requires_action`: the first
 * payment needs 3-D Secure: run the card form with `card` (mode `payment`), then confirm again. `failed`: the first
 * payment was declined (`message` is the bank's); checkout again with a new requestKey and another card.
 * `processing`: Stripe has not decided yet; the `billing:subscription` socket event tells when it has.
 */
export const ZAppBillingConfirmation = z.object({
  outcome: z.enum(['active', 'requires_action', 'failed', 'processing']),
  subscription: ZAppSubscription,
  card: ZCardFormSetup.nullable(),
  message: zText().nullable(),
  installs: z.array(ZInstall),
});
export type TAppBillingConfirmation = z.infer<typeof ZAppBillingConfirmation>;

/**
 * GET /app/billing/subscriptions: the agency's subscriptions, newest first. `state=current` (the default) lists those
 * that hold installs (trialing, active, past_due, unpaid, paused); `all` adds ended and unfinished ones.
 */
export const ZAppSubscriptionsQuery = z.object({
  app_id: ZId.optional(),
  bundle_slug: ZBundleSlug.optional(),
  state: z.enum(['current', 'all']).default('current'),
});

/** POST /app/billing/subscriptions/:id/change-plan (and its preview): another paid plan of the same app. */
export const ZAppPlanChangeBody = z.object({ planId: ZId });

/**
 * What a plan change costs: Stripe prorates by time, so `prorationMinor` is the new total minus the old one for what
 * is left of the period, added to the next invoice (negative: a credit on it). Changing the interval (month to year)
 * starts a new period at once, and `prorationMinor` is then the new total less the unused part of the old, invoiced
 * now. Nothing during a trial.
 */
export const ZAppPlanChangePreview = z.object({
  subscription: ZAppSubscription,
  plan: z.object({ _id: ZId, name: zText() }),
  unitMinor: z.number().int().positive(),
  totalMinor: z.number().int().positive(),
  currency: zText().length(3),
  interval: ZAppBillingInterval,
  prorationMinor: z.number().int(),
  /** When the new price first renews. */
  renewsAt: zText().nullable(),
});
export type TAppPlanChangePreview = z.infer<typeof ZAppPlanChangePreview>;

/** POST /app/billing/subscriptions/:id/cancel: at the period's end (installs stay until then) or now (removed now). */
export const ZAppSubscriptionCancelBody = z.object({ when: z.enum(['period_end', 'now']).default('period_end') });

/** GET /app_billings/summary: what /app_billings shows above invoices and cards. */
export const ZAppBillingSummary = z.object({
  agency: z.object({ _id: ZId, name: zText(), plan: zText() }),
  /** Monthly spend on apps (trialing ones counted at what they will cost), one line per currency. */
  monthly: z.array(
    z.object({ currency: zText().length(3), totalMinor: z.number().int().nonnegative(), trialingMinor: z.number().int() }),
  ),
  /** The current subscriptions (trialing, active, past_due, unpaid, paused), newest first. */
  subscriptions: z.array(ZAppSubscription),
});
export type TAppBillingSummary = z.infer<typeof ZAppBillingSummary>;

/** One invoice of the agency's app subscriptions, mirrored from Stripe. */
export const ZAppInvoice = z.object({
  _id: ZId,
  subscriptionId: ZId,
  number: zText().nullable(),
  /** Stripe's: draft, open, paid, uncollectible, void. */
  status: zText(),
  description: zText().nullable(),
  amountDueMinor: z.number().int(),
  amountPaidMinor: z.number().int(),
  currency: zText().length(3),
  hostedInvoiceUrl: zText().nullable(),
  invoicePdf: zText().nullable(),
  periodStart: zText().nullable(),
  periodEnd: zText().nullable(),
  issuedAt: zText(),
});
export type TAppInvoice = z.infer<typeof ZAppInvoice>;

/** GET /app_billings/invoices: newest first, keyset paged; `subscription_id` narrows to one subscription. */
export const ZAppInvoicesQuery = ZPageQuery.extend({ subscription_id: ZId.optional() });

/** One of the agency's saved cards (from Stripe; the number never reaches Atrium). */
export const ZPaymentMethod = z.object({
  /** Stripe's id (`pm_...`). */
  id: zText(),
  brand: zText(),
  last4: zText(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  /** How many current subscriptions charge this card. */
  subscriptions: z.number().int().nonnegative(),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** Stripe's payment method ids (`pm_...`) as path parameters. */
export const ZPaymentMethodParams = z.object({
  id: zText()
    .trim()
    .regex(/^[A-Za-z0-9_]{3,255}$/, 'Not a payment method id'),
});

/** POST /app_billings/payment_methods: a SetupIntent for the card form, to add a card (`requestKey`: one per Add). */
export const ZAddPaymentMethodBody = z.object({ requestKey: ZId });
export const ZAddPaymentMethod = z.object({ setupIntentId: zText(), card: ZCardFormSetup });
/** POST /app_billings/payment_methods/confirm: after the card form; the new card becomes the default when asked. */
export const ZConfirmPaymentMethodBody = z.object({ setupIntentId: zText().max(255), makeDefault: z.boolean().default(true) });

const billing = { tag: 'App billing' } as const;

/** Paid app plans and bundle stores, and what /app_billings shows (agency admins buy; agency staff read). */
export const appBillingEndpoints = {
  quote: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/quote',
    summary: "What a paid plan or bundle costs for the places chosen, with its trial (409 when the app can't take payments)",
    auth: 'user',
    body: ZAppBillingQuoteBody,
    data: ZAppBillingQuote,
  }),
  checkout: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/checkout',
    summary:
      'Start paying for a plan or bundle: the subscription record and a SetupIntent for the card form (idempotent by requestKey)',
    auth: 'user',
    body: ZAppBillingCheckoutBody,
    data: ZAppBillingCheckout,
  }),
  confirm: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/confirm',
    summary: 'After the card form: start the Stripe subscription and install when Stripe says trialing or active',
    auth: 'user',
    body: ZAppBillingConfirmBody,
    data: ZAppBillingConfirmation,
  }),
  subscriptions: endpoint({
    ...billing,
    method: 'GET',
    path: '/api/v1/app/billing/subscriptions',
    summary: "The agency's app and bundle subscriptions, newest first",
    auth: 'user',
    query: ZAppSubscriptionsQuery,
    data: z.array(ZAppSubscription),
  }),
  subscription: endpoint({
    ...billing,
    method: 'GET',
    path: '/api/v1/app/billing/subscriptions/:id',
    summary: 'One app or bundle subscription of the agency',
    auth: 'user',
    params: ZIdParams,
    data: ZAppSubscription,
  }),
  previewPlanChange: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/subscriptions/:id/change-plan/preview',
    summary: 'What moving a subscription to another plan of the app costs now (prorated)',
    auth: 'user',
    params: ZIdParams,
    body: ZAppPlanChangeBody,
    data: ZAppPlanChangePreview,
  }),
  changePlan: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/subscriptions/:id/change-plan',
    summary: 'Move a subscription to another paid plan of the app (prorated); its installs follow',
    auth: 'user',
    params: ZIdParams,
    body: ZAppPlanChangeBody,
    data: ZAppSubscription,
  }),
  cancel: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/subscriptions/:id/cancel',
    summary: "Cancel at the period's end (installs stay until then) or now (installs removed now)",
    auth: 'user',
    params: ZIdParams,
    body: ZAppSubscriptionCancelBody,
    data: ZAppSubscription,
  }),
  resume: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app/billing/subscriptions/:id/resume',
    summary: "Undo a cancellation at the period's end",
    auth: 'user',
    params: ZIdParams,
    data: ZAppSubscription,
  }),
  summary: endpoint({
    ...billing,
    method: 'GET',
    path: '/api/v1/app_billings/summary',
    summary: "The agency's plan, its monthly spend on apps and its current subscriptions",
    auth: 'user',
    data: ZAppBillingSummary,
  }),
  invoices: endpoint({
    ...billing,
    method: 'GET',
    path: '/api/v1/app_billings/invoices',
    summary: "Invoices of the agency's app and bundle subscriptions, newest first",
    auth: 'user',
    query: ZAppInvoicesQuery,
    list: ZAppInvoice,
  }),
  paymentMethods: endpoint({
    ...billing,
    method: 'GET',
    path: '/api/v1/app_billings/payment_methods',
    summary: "The agency's saved cards (from Stripe)",
    auth: 'user',
    data: z.array(ZPaymentMethod),
  }),
  addPaymentMethod: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app_billings/payment_methods',
    summary: 'A SetupIntent for the card form, to add a card',
    auth: 'user',
    body: ZAddPaymentMethodBody,
    data: ZAddPaymentMethod,
  }),
  confirmPaymentMethod: endpoint({
    ...billing,
    method: 'POST',
    path: '/api/v1/app_billings/payment_methods/confirm',
    summary: 'After the card form: the card is read back from Stripe (and made the default when asked)',
    auth: 'user',
    body: ZConfirmPaymentMethodBody,
    data: z.array(ZPaymentMethod),
  }),
  setDefaultPaymentMethod: endpoint({
    ...billing,
    method: 'PUT',
    path: '/api/v1/app_billings/payment_methods/:id/default',
    summary: 'Make a card the default: current subscriptions charge it from their next payment',
    auth: 'user',
    params: ZPaymentMethodParams,
    data: z.array(ZPaymentMethod),
  }),
  removePaymentMethod: endpoint({
    ...billing,
    method: 'DELETE',
    path: '/api/v1/app_billings/payment_methods/:id',
    summary: 'Remove a card (409 when it is the only card of a current subscription)',
    auth: 'user',
    params: ZPaymentMethodParams,
    data: z.array(ZPaymentMethod),
  }),
};

/** The live `billing:subscription` event (to the agency's team): a subscription changed state at Stripe. */
export interface TBillingSubscriptionEvent {
  subscription: TAppSubscription;
}
