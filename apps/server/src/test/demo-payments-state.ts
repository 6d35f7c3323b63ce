import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEMO_SUMMIT_ACCOUNT_ID } from '../integrations/payments/sandbox/demo-accounts';
import { appPlans, apps, partners } from '../modules/apps/apps.tables';
import { appInstalls } from '../modules/apps/installs.tables';
import { paymentAccounts, paymentReconciliationFindings, stripeEvents } from '../modules/payments/payments.tables';
import type { PaymentsTestApp } from '../modules/payments/test-payments';
import { storeProducts } from '../modules/store/store.tables';
import { completeDemoStripe } from '../seed/demo-stripe';
import type { Persona, PersonaName } from './demo-personas';
import { jsonRequest } from './http';

const BASE = '/api/agency_app';
const ON_SUMMIT = { stripeAccount: DEMO_SUMMIT_ACCOUNT_ID };

/**
 * The demo's payments as a demo server has them once started (seed/demo-stripe.ts: the seeded orders paid at the
 * sandbox, Summit Dental's subscription, Summit's paid app plan), and more as people make them through the API and the
 * sandbox's card form, so that every store and payments operation has real rows of more than one tenant:
 * - Summit Dental buys a one-time service, and Summit Realty subscribes to the monthly one, by card on Summit's account;
 * - both agency admins pay for an app's monthly plan they do not have yet (a subscription on the platform);
 * - Harbor Digital, whose Stripe is not connected, opens a store of its own with a draft product, a tag and a shelf;
 * - the webhooks are delivered and processed; one event is then marked failed and reconciliation records a finding,
 *   as a bad day would leave them for the super admin.
 */
export async function addDemoPayments(p: PaymentsTestApp, personas: Record<PersonaName, Persona>) {
  expect(await completeDemoStripe(p.app)).not.toBeNull();
  const http = jsonRequest(p.app);
  const ok = (res: { statusCode: number; body: string }, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return (JSON.parse(res.body) as { data: Record<string, unknown> }).data;
  };
  const summitProduct = async (name: string) => {
    const [row] = await p.db
      .select()
      .from(storeProducts)
      .where(and(eq(storeProducts.agencyId, personas.summitAdmin.agencyId!), eq(storeProducts.name, name)));
    return row!;
  };
  const buyer = personas.dentalAdmin.headers;
  const subscriber = personas.realtyStaff.headers;

  // A one-time service, paid by card.
  const landing = await summitProduct('Landing page build');
  const checkout = ok(
    await http.post(
      `${BASE}/create_order`,
      { productId: landing._id, requestKey: randomUUID(), expectedAmountMinor: landing.priceMinor, currency: 'USD' },
      buyer,
    ),
    201,
  );
  const intentId = (checkout.clientSecret as string).split('_secret_')[0]!;
  await p.confirmWithCard(intentId, 'visa', ON_SUMMIT);
  const order = ok(await http.post(`${BASE}/buy_service`, { orderId: (checkout.order as { _id: string })._id }, buyer));
  expect(order.status).toBe('paid');

  // The monthly service, with a saved card.
  const seo = await summitProduct('Local SEO care');
  const setup = ok(
    await http.post(`${BASE}/create_setup_intent`, { storeId: seo.storeId, requestKey: randomUUID() }, subscriber),
    201,
  );
  await p.confirmSetupWithCard(setup.setupIntentId as string, 'visa', ON_SUMMIT);
  const subscribed = ok(
    await http.post(
      `${BASE}/create_subscription`,
      {
        productId: seo._id,
        requestKey: randomUUID(),
        setupIntentId: setup.setupIntentId,
        expectedAmountMinor: seo.priceMinor,
        currency: 'USD',
      },
      subscriber,
    ),
    201,
  );
  expect((subscribed.subscription as { status: string }).status).toBe('active');

  // Each agency pays for a monthly plan of an app it has not installed, from a partner that takes payments.
  for (const admin of [personas.summitAdmin, personas.harborAdmin]) {
    const [plan] = await p.db
      .select({ appId: apps._id, planId: appPlans._id })
      .from(appPlans)
      .innerJoin(apps, eq(apps._id, appPlans.appId))
      .innerJoin(partners, eq(partners._id, apps.partnerId))
      .innerJoin(paymentAccounts, eq(paymentAccounts.partnerId, partners._id))
      .where(
        and(
          eq(apps.status, 'live'),
          eq(appPlans.model, 'monthly'),
          sql`${appPlans.priceCents} > 0`,
          sql`${apps.installTarget} in ('agency', 'both')`,
          sql`not exists (select 1 from ${appInstalls} i where i.app_id = ${apps._id} and i.agency_id = ${admin.agencyId})`,
        ),
      )
      .orderBy(apps._id)
      .limit(1);
    const started = ok(
      await http.post(
        '/api/v1/app/billing/checkout',
        { appId: plan!.appId, planId: plan!.planId, target: { kind: 'agency' }, requestKey: randomUUID() },
        admin.headers,
      ),
    );
    const card = started.card as { clientSecret: string };
    await p.confirmSetupWithCard(card.clientSecret.split('_secret_')[0]!, 'visa');
    ok(await http.post('/api/v1/app/billing/confirm', { subscriptionId: started.subscriptionId }, admin.headers));
  }

  // Harbor's own store, not selling yet.
  const harbor = personas.harborAdmin.headers;
  const store = ok(await http.post(`${BASE}/stores`, { name: 'Harbor Services' }, harbor), 201);
  const tag = ok(await http.post(`${BASE}/tags`, { storeId: store._id, name: 'Websites' }, harbor), 201);
  const product = ok(
    await http.post(
      `${BASE}/app_creator/services`,
      { storeId: store._id, kind: 'service', name: 'Website refresh', priceMinor: 80_000, tagIds: [tag._id], status: 'draft' },
      harbor,
    ),
    201,
  );
  ok(await http.post(`${BASE}/collections`, { storeId: store._id, name: 'Coming soon', productIds: [product._id] }, harbor), 201);

  await p.settleWebhooks();
  const [event] = await p.db.select({ _id: stripeEvents._id }).from(stripeEvents).orderBy(stripeEvents.receivedAt).limit(1);
  await p.db
    .update(stripeEvents)
    .set({ state: 'failed', attempts: 3, lastError: 'The handler timed out' })
    .where(eq(stripeEvents._id, event!._id));
  await p.db.insert(paymentReconciliationFindings).values({
    recordKind: 'store_order',
    recordId: (order as { _id: string })._id,
    problem: 'status_mismatch',
    ours: 'paid',
    stripes: 'requires_payment_method',
  });
}
