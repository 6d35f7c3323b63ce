import { appBillingEndpoints as api } from '@atrium/contracts/app-billing';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { stripeUnavailable } from '../payments/stripe-errors';
import { requirePayments } from './app-billing-access';
import { checkout, quotePurchase } from './app-billing-checkout.service';
import { confirmCheckout } from './app-billing-confirm.service';
import {
  addPaymentMethod,
  confirmPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
  setDefaultPaymentMethod,
} from './app-billing-payment-methods.service';
import { changePlan, previewPlanChange } from './app-billing-plan-change.service';
import { cancelSubscription, getSubscription, listSubscriptions, resumeSubscription } from './app-billing-subscriptions.service';
import { billingSummary, listAppInvoices } from './app-billing-summary.service';

/** Paying for apps (issue 23, decision 029): paid plans, bundle subscriptions, and what /app_billings shows. */
export async function appBillingRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const feePercent = config.PLATFORM_FEE_PERCENT;
  // Stripe, or a 503 when this server has none; the sockets for the agency team's live updates.
  const stripe = () => ({ db, payments: requirePayments(app.deps.payments), realtime: app.realtime });
  // Stripe failing or unreachable is a 502 that says so, never Stripe's own words or status.
  const guard =
    <C, R>(handler: (ctx: C) => Promise<R>) =>
    (ctx: C) =>
      handler(ctx).catch(stripeUnavailable);

  route(app, api.quote, ({ actor, body }) => quotePurchase({ db, actor, purchase: body, feePercent }));
  route(
    app,
    api.checkout,
    guard(({ actor, body }) => checkout({ ...stripe(), feePercent }, { actor, body })),
  );
  route(
    app,
    api.confirm,
    guard(({ actor, body }) => confirmCheckout(stripe(), { actor, subscriptionId: body.subscriptionId })),
  );

  route(app, api.subscriptions, ({ actor, query }) => listSubscriptions({ db, actor, query }));
  route(app, api.subscription, ({ actor, params }) => getSubscription({ db, actor, id: params.id }));
  route(
    app,
    api.previewPlanChange,
    guard(({ actor, params, body }) => previewPlanChange(stripe(), { actor, id: params.id, planId: body.planId })),
  );
  route(
    app,
    api.changePlan,
    guard(({ actor, params, body }) => changePlan(stripe(), { actor, id: params.id, planId: body.planId })),
  );
  route(
    app,
    api.cancel,
    guard(({ actor, params, body }) => cancelSubscription(stripe(), { actor, id: params.id, when: body.when })),
  );
  route(
    app,
    api.resume,
    guard(({ actor, params }) => resumeSubscription(stripe(), { actor, id: params.id })),
  );

  route(app, api.summary, ({ actor }) => billingSummary({ db, actor }));
  route(app, api.invoices, ({ actor, query }) => listAppInvoices({ db, actor, query }));
  route(
    app,
    api.paymentMethods,
    guard(({ actor }) => listPaymentMethods(stripe(), { actor })),
  );
  route(
    app,
    api.addPaymentMethod,
    guard(({ actor, body }) => addPaymentMethod(stripe(), { actor, requestKey: body.requestKey })),
  );
  route(
    app,
    api.confirmPaymentMethod,
    guard(({ actor, body }) => confirmPaymentMethod(stripe(), { actor, ...body })),
  );
  route(
    app,
    api.setDefaultPaymentMethod,
    guard(({ actor, params }) => setDefaultPaymentMethod(stripe(), { actor, id: params.id })),
  );
  route(
    app,
    api.removePaymentMethod,
    guard(({ actor, params }) => removePaymentMethod(stripe(), { actor, id: params.id })),
  );
}
