import { appBillingEndpoints as api } from '@atrium/contracts/app-billing';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
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

  route(app, api.quote, ({ actor, body }) => quotePurchase({ db, actor, purchase: body, feePercent }));
  route(app, api.checkout, ({ actor, body }) => checkout({ ...stripe(), feePercent }, { actor, body }));
  route(app, api.confirm, ({ actor, body }) => confirmCheckout(stripe(), { actor, subscriptionId: body.subscriptionId }));

  route(app, api.subscriptions, ({ actor, query }) => listSubscriptions({ db, actor, query }));
  route(app, api.subscription, ({ actor, params }) => getSubscription({ db, actor, id: params.id }));
  route(app, api.previewPlanChange, ({ actor, params, body }) =>
    previewPlanChange(stripe(), { actor, id: params.id, planId: body.planId }),
  );
  route(app, api.changePlan, ({ actor, params, body }) => changePlan(stripe(), { actor, id: params.id, planId: body.planId }));
  route(app, api.cancel, ({ actor, params, body }) => cancelSubscription(stripe(), { actor, id: params.id, when: body.when }));
  route(app, api.resume, ({ actor, params }) => resumeSubscription(stripe(), { actor, id: params.id }));

  route(app, api.summary, ({ actor }) => billingSummary({ db, actor }));
  route(app, api.invoices, ({ actor, query }) => listAppInvoices({ db, actor, query }));
  route(app, api.paymentMethods, ({ actor }) => listPaymentMethods(stripe(), { actor }));
  route(app, api.addPaymentMethod, ({ actor, body }) => addPaymentMethod(stripe(), { actor, requestKey: body.requestKey }));
  route(app, api.confirmPaymentMethod, ({ actor, body }) => confirmPaymentMethod(stripe(), { actor, ...body }));
  route(app, api.setDefaultPaymentMethod, ({ actor, params }) => setDefaultPaymentMethod(stripe(), { actor, id: params.id }));
  route(app, api.removePaymentMethod, ({ actor, params }) => removePaymentMethod(stripe(), { actor, id: params.id }));
}
