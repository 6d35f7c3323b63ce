import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jobs } from '../../platform/jobs/jobs';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { paymentAccounts, stripeEvents } from './payments.tables';
import type { StripeBatchHandler, StripeEventHandler } from './stripe-event-handlers';
import {
  MAX_EVENT_ATTEMPTS,
  processStripeEvent,
  processStripeEvents,
  registerStripeEventJobs,
  STRIPE_EVENT_JOB,
  type StripeEventWorkerDeps,
  sweepStripeEvents,
} from './stripe-event-worker';
import { receiveStripeWebhook } from './stripe-webhook.service';
import { createPaymentsTestApp, type PaymentsTestApp } from './test-payments';

const WEBHOOK = '/api/v1/payments/stripe/webhook';

let p: PaymentsTestApp;
let tenants: Tenants;
let http: ReturnType<typeof jsonRequest>;
let accountId: string;
let seq = 0;

beforeAll(async () => {
  p = await createPaymentsTestApp();
  tenants = await seedTenants(p.t);
  http = jsonRequest(p.app);
  const account = await p.stripe.accounts.create({ type: 'standard', business_profile: { name: 'Alpha Stripe' } });
  accountId = account.id;
  await p.db.insert(paymentAccounts).values({
    owner: 'agency',
    agencyId: tenants.agencyA._id,
    stripeAccountId: accountId,
    connectMethod: 'oauth',
    connectedAt: new Date(Date.now() - 3_600_000),
  });
});
afterAll(() => p.close());

/** An event as Stripe sends it, with a fresh id unless given. */
function makeEvent(type: string, object: Record<string, unknown>, extra: Partial<Stripe.Event> = {}) {
  seq += 1;
  return {
    id: `evt_test_${Date.now()}_${seq}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
    ...extra,
  };
}

/** Posts the event signed with Atrium's endpoint secret (or `secret`), as Stripe would. */
function deliver(event: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const signature = p.stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? p.payments.webhookSecret,
    ...(opts.timestamp && { timestamp: opts.timestamp }),
  });
  return p.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const eventRow = async (eventId: string) => (await p.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, eventId)))[0];
const accountRow = async () =>
  (await p.db.select().from(paymentAccounts).where(eq(paymentAccounts.stripeAccountId, accountId)))[0]!;

const workerDeps = (
  handlers?: readonly StripeEventHandler[],
  batchHandlers?: readonly StripeBatchHandler[],
): StripeEventWorkerDeps => ({
  db: p.db,
  payments: p.payments,
  realtime: null,
  mailer: p.app.deps.mailer,
  jobs: null,
  publicUrl: 'https://apps.atrium.test',
  ...(handlers && { handlers }),
  ...(batchHandlers && { batchHandlers }),
});

/** Stores an event as the webhook does, without processing it. */
async function storeOnly(event: object) {
  const raw = Buffer.from(JSON.stringify(event));
  const signature = p.stripe.webhooks.generateTestHeaderString({ payload: raw.toString(), secret: p.payments.webhookSecret });
  const { rowId } = await receiveStripeWebhook({ db: p.db, payments: p.payments, raw, signature });
  return rowId!;
}

describe('POST /api/v1/payments/stripe/webhook', () => {
  it('accepts deliveries of both endpoints, in any order, and still refuses one signed by neither', async () => {
    expect(p.payments.webhookSecrets).toHaveLength(2);
    const [platform, connect] = p.payments.webhookSecrets;
    for (const secret of [connect, connect, platform, connect, platform, platform]) {
      const event = makeEvent('customer.created', { id: 'cus_either', object: 'customer' });
      const res = await deliver(event, { secret });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ received: true, duplicate: false });
    }
    expectError(await deliver(makeEvent('customer.created', { id: 'cus_n', object: 'customer' }), { secret: 'whsec_x' }), 400);
  });

  it('refuses a bad signature, a missing one and a stale one with a 400, storing nothing', async () => {
    const event = makeEvent('customer.created', { id: 'cus_x', object: 'customer' });
    expectError(await deliver(event, { secret: 'whsec_not_atriums' }), 400, 'invalid_signature');
    const unsigned = await p.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expectError(unsigned, 400, 'invalid_signature');
    const stale = Math.floor(Date.now() / 1000) - 301;
    expectError(await deliver(event, { timestamp: stale }), 400, 'invalid_signature');
    // A body changed after signing.
    const payload = JSON.stringify(event);
    const signature = p.stripe.webhooks.generateTestHeaderString({ payload, secret: p.payments.webhookSecret });
    const tampered = await p.app.inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('cus_x', 'cus_y'),
    });
    expectError(tampered, 400, 'invalid_signature');
    expect(await eventRow(event.id)).toBeUndefined();
  });

  it('stores an event once: a replay answers 200 as a duplicate and changes nothing', async () => {
    await p.stripe.accounts.update(accountId, { business_profile: { name: 'Alpha Renamed' } });
    const event = makeEvent('account.updated', { id: accountId, object: 'account' }, { account: accountId });
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ received: true, duplicate: false });
    const row = await eventRow(event.id);
    expect(row).toMatchObject({ type: 'account.updated', stripeAccountId: accountId, state: 'processed', attempts: 1 });
    expect((await accountRow()).displayName).toBe('Alpha Renamed');

    // Changed at Stripe since: a replay of the old event must not apply anything again.
    await p.stripe.accounts.update(accountId, { business_profile: { name: 'Alpha Later' } });
    const again = await deliver(event);
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    const rows = await p.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.attempts).toBe(1);
    expect((await accountRow()).displayName).toBe('Alpha Renamed');
  });

  it("takes Stripe's own deliveries, and a resent event is a duplicate", async () => {
    await p.stripe.accounts.update(accountId, { business_profile: { name: 'Alpha Delivered' } });
    await p.deliverWebhooks();
    const updates = p.delivered.filter((d) => d.event.type === 'account.updated' && d.event.account === accountId);
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((d) => d.status === 200)).toBe(true);
    expect((await accountRow()).displayName).toBe('Alpha Delivered');
    const last = updates.at(-1)!.event;
    await p.stripe.rawRequest('POST', `/v1/test_helpers/events/${last.id}/resend`, {}, { stripeAccount: accountId });
    await p.deliverWebhooks();
    expect(p.delivered.filter((d) => d.event.id === last.id).map((d) => d.status)).toEqual([200, 200]);
    const resent = await p.db.select().from(stripeEvents).where(eq(stripeEvents.eventId, last.id));
    expect(resent).toHaveLength(1);
  });

  it('is safe in any order: an older event read after a newer one leaves Stripe’s current state', async () => {
    await p.stripe.accounts.update(accountId, { business_profile: { name: 'Alpha Newest' } });
    const newer = makeEvent('account.updated', { id: accountId, object: 'account' }, { account: accountId });
    const older = makeEvent(
      'account.updated',
      { id: accountId, object: 'account', business_profile: { name: 'Alpha Stale' } },
      { account: accountId, created: Math.floor(Date.now() / 1000) - 120 },
    );
    await deliver(newer);
    await deliver(older);
    expect((await accountRow()).displayName).toBe('Alpha Newest');
  });

  it('marks an event about an object nobody knows as ignored', async () => {
    const event = makeEvent('account.updated', { id: 'acct_nobodys', object: 'account' }, { account: 'acct_nobodys' });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await eventRow(event.id)).toMatchObject({ state: 'ignored', attempts: 1 });
    const other = makeEvent('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent', metadata: {} });
    await deliver(other);
    expect(await eventRow(other.id)).toMatchObject({ state: 'ignored' });
  });

  it('ends a connection its owner deauthorized, but not one made again after the event', async () => {
    const stale = makeEvent(
      'account.application.deauthorized',
      { id: 'ca_x', object: 'application' },
      { account: accountId, created: Math.floor(Date.now() / 1000) - 7_200 },
    );
    await deliver(stale);
    expect((await accountRow()).disconnectedAt).toBeNull();
    expect(await eventRow(stale.id)).toMatchObject({ state: 'ignored' });
    const now = makeEvent('account.application.deauthorized', { id: 'ca_x', object: 'application' }, { account: accountId });
    await deliver(now);
    expect((await accountRow()).disconnectedAt).not.toBeNull();
    expect(await eventRow(now.id)).toMatchObject({ state: 'processed' });
    await p.db.update(paymentAccounts).set({ disconnectedAt: null }).where(eq(paymentAccounts.stripeAccountId, accountId));
  });
});

describe('processing stored events', () => {
  const failing = (times: number): StripeEventHandler => {
    let left = times;
    return async () => {
      if (left-- > 0) throw new Error('the store could not apply it');
      return 'handled';
    };
  };

  it('retries a handler that throws, then marks the event processed', async () => {
    const rowId = await storeOnly(makeEvent('payment_intent.succeeded', { id: 'pi_retry', object: 'payment_intent' }));
    const deps = workerDeps([failing(1)]);
    expect(await processStripeEvent(deps, rowId)).toBe('failed');
    const failed = (await p.db.select().from(stripeEvents).where(eq(stripeEvents._id, rowId)))[0]!;
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Error: the store could not apply it' });
    expect(await processStripeEvent(deps, rowId)).toBe('processed');
    expect((await p.db.select().from(stripeEvents).where(eq(stripeEvents._id, rowId)))[0]).toMatchObject({
      state: 'processed',
      attempts: 2,
      lastError: null,
    });
    // Processed is final: running it again does nothing.
    expect(await processStripeEvent(deps, rowId)).toBe('skipped');
  });

  it('the queue retries while tries are left; after the last the event stays failed for the super admin', async () => {
    const rowId = await storeOnly(makeEvent('invoice.paid', { id: 'in_broken', object: 'invoice' }));
    let work: ((data: { eventRowId: string }) => Promise<void>) | null = null;
    const jobs = {
      workBatch: async (name: string, handler: (batch: { eventRowId: string }[]) => Promise<void>) => {
        if (name === STRIPE_EVENT_JOB) work = (data) => handler([data]);
      },
      schedule: async () => {},
      send: async () => null,
      stop: async () => {},
    } as unknown as Jobs;
    await registerStripeEventJobs(jobs, workerDeps([failing(MAX_EVENT_ATTEMPTS + 1)]));
    for (let i = 1; i < MAX_EVENT_ATTEMPTS; i++) await expect(work!({ eventRowId: rowId })).rejects.toThrow();
    await expect(work!({ eventRowId: rowId })).resolves.toBeUndefined();
    const row = (await p.db.select().from(stripeEvents).where(eq(stripeEvents._id, rowId)))[0]!;
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_EVENT_ATTEMPTS });

    const listed = await http.get('/api/v1/admin/payments/events/failed', tenants.superAdmin.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((e: { _id: string }) => e._id)).toContain(rowId);
    expectError(await http.get('/api/v1/admin/payments/events/failed', tenants.adminA.headers), 403);

    // The super admin's retry runs it again with the modules' own handlers (which ignore it).
    const retried = await http.post(`/api/v1/admin/payments/events/${rowId}/retry`, {}, tenants.superAdmin.headers);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ _id: rowId, state: 'ignored', attempts: 1 });
    expectError(await http.post(`/api/v1/admin/payments/events/${rowId}/retry`, {}, tenants.superAdmin.headers), 404);
    expectError(await http.post(`/api/v1/admin/payments/events/${rowId}/retry`, {}, tenants.adminA.headers), 403);
  });

  it('applies a batch together, and when its batch handler throws, each event one by one: one bad event fails alone', async () => {
    const events = ['pi_b1', 'pi_b2', 'pi_b3'].map((id) =>
      makeEvent('payment_intent.succeeded', { id, object: 'payment_intent' }),
    );
    const rowIds = await Promise.all(events.map((event) => storeOnly(event)));
    const batched: string[][] = [];
    const throwing: StripeBatchHandler = async (_ctx, batch) => {
      batched.push(batch.map((event) => event.id));
      throw new Error('the batch could not be applied');
    };
    const oneByOne: StripeEventHandler = async (_ctx, event) => {
      if ((event.data.object as { id: string }).id === 'pi_b2') throw new Error('this one is broken');
      return 'handled';
    };
    const outcomes = await processStripeEvents(workerDeps([oneByOne], [throwing]), rowIds);
    expect(batched.map((ids) => ids.sort())).toEqual([events.map((event) => event.id).sort()]);
    expect(rowIds.map((id) => outcomes.get(id))).toEqual(['processed', 'failed', 'processed']);
    const rows = await p.db.select().from(stripeEvents);
    const rowOf = (id: string) => rows.find((row) => row._id === id)!;
    expect(rowOf(rowIds[1]!)).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Error: this one is broken' });
    expect(rowOf(rowIds[0]!)).toMatchObject({ state: 'processed', attempts: 1, lastError: null });
    expect(rowOf(rowIds[0]!).processedAt).not.toBeNull();
    expect(rowOf(rowIds[1]!).processedAt).toBeNull();
    // What a batch handler takes is processed without the one-by-one handlers.
    const taking: StripeBatchHandler = async (_ctx, batch) => new Set(batch.map((event) => event.id));
    const again = await processStripeEvents(workerDeps([oneByOne], [taking]), rowIds);
    expect(rowIds.map((id) => again.get(id))).toEqual(['skipped', 'processed', 'skipped']);
  });

  it('the sweep runs an event whose job was lost, and leaves recent ones to their job', async () => {
    const rowId = await storeOnly(makeEvent('customer.created', { id: 'cus_swept', object: 'customer' }));
    expect(await sweepStripeEvents(workerDeps(), new Date())).toBe(0);
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await sweepStripeEvents(workerDeps(), later)).toBeGreaterThanOrEqual(1);
    expect((await p.db.select().from(stripeEvents).where(eq(stripeEvents._id, rowId)))[0]).toMatchObject({
      state: 'ignored',
    });
  });
});
