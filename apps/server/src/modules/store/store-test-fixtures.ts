import type { TStoreProductCreate } from '@atrium/contracts/store';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jsonRequest } from '../../test/http';
import { seedTenants } from '../../test/tenants';
import { paymentAccounts, stripeEvents } from '../payments/payments.tables';
import { processStripeEvent, type StripeEventWorkerDeps } from '../payments/stripe-event-worker';
import { createPaymentsTestApp } from '../payments/test-payments';
import { appSnapshots, snapshotCustomFields } from '../snapshots/snapshots.tables';

export const BASE = '/api/agency_app';

/** An agency's connected Stripe account that takes charges (what its store needs to sell), as a row to insert. */
export const chargingAgencyAccount = (agencyId: string, stripeAccountId: string) =>
  ({
    owner: 'agency',
    agencyId,
    stripeAccountId,
    connectMethod: 'oauth',
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    defaultCurrency: 'USD',
    displayName: 'Alpha Services',
    connectedAt: new Date(),
  }) satisfies typeof paymentAccounts.$inferInsert;

/**
 * A store test's world: the tenancy neighbours (agency A's store sells to its two locations; B is the other agency),
 * agency A's Stripe connected on the test sandbox with charges enabled, and helpers to make products and to run the
 * webhooks the sandbox sent through Atrium's worker, as the job queue would.
 */
export async function createStoreWorld(env: Record<string, string> = {}) {
  const p = await createPaymentsTestApp(env);
  const tenants = await seedTenants(p.t);
  const http = jsonRequest(p.app);
  const account = await p.stripe.accounts.create({ type: 'standard', business_profile: { name: 'Alpha Services' } });
  await p.db.insert(paymentAccounts).values(chargingAgencyAccount(tenants.agencyA._id, account.id));
  const admin = tenants.adminA.headers;
  const storeRes = await http.post(`${BASE}/stores`, { name: 'Alpha Store' }, admin);
  expect(storeRes.statusCode, storeRes.body).toBe(201);
  const storeId = storeRes.json().data._id as string;

  const worker: StripeEventWorkerDeps = {
    db: p.db,
    payments: p.payments,
    realtime: null,
    mailer: p.app.deps.mailer,
    jobs: null,
    publicUrl: 'http://localhost',
  };

  return {
    p,
    tenants,
    http,
    storeId,
    stripeAccount: account.id,
    on: { stripeAccount: account.id },
    /** A product of agency A's store (published unless said), its id. */
    product: async (body: Partial<TStoreProductCreate> = {}) =>
      http.create(
        `${BASE}/app_creator/services`,
        { storeId, kind: 'service', name: 'Logo design', priceMinor: 25_000, status: 'published', ...body },
        admin,
      ),
    /**
     * A snapshot listing of agency A shown to its locations, asking for a required business name (and any more
     * fields given); its id.
     */
    listing: async (name: string, more: Partial<typeof snapshotCustomFields.$inferInsert>[] = []) => {
      const agencyId = tenants.agencyA._id;
      const [row] = await p.db
        .insert(appSnapshots)
        .values({ agencyId, crmSnapshotId: `snap-${name}`, name, visibility: 'locations' })
        .returning();
      const field = { snapshotId: row!._id, agencyId, type: 'text' as const, required: true };
      const fields = [{ label: 'Business name', key: 'business_name' }, ...more].map((f, position) => ({
        ...field,
        position,
        ...f,
      }));
      await p.db.insert(snapshotCustomFields).values(fields as (typeof snapshotCustomFields.$inferInsert)[]);
      return row!._id;
    },
    /**
     * Delivers every webhook the sandbox has due (the test app has no job queue: each is processed before it is
     * answered), then any stored event still pending; how many were delivered.
     */
    runWebhooks: async () => {
      const before = p.delivered.length;
      await p.deliverWebhooks();
      const pending = await p.db.select({ _id: stripeEvents._id }).from(stripeEvents).where(eq(stripeEvents.state, 'pending'));
      for (const row of pending) await processStripeEvent(worker, row._id);
      return p.delivered.length - before;
    },
    worker,
    close: () => p.close(),
  };
}

export type StoreWorld = Awaited<ReturnType<typeof createStoreWorld>>;

/** A new browser key for one Buy or Subscribe. */
export const requestKey = () => crypto.randomUUID();
