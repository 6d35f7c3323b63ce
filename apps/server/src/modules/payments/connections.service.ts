import type { TPaymentConnectMethod, TStripeConnection, TStripeSubmitBody } from '@atrium/contracts/payments';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Payments } from '../../integrations/payments/payments';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';
import { accountColumns, readBackAccount, toStripeConnection } from './account-state';
import { createConnectState, readConnectState } from './connect-state';
import { idempotencyKey } from './idempotency';
import type { PaymentAccountRow } from './payment-accounts';
import { paymentAccounts } from './payments.tables';
import { isStripeRefusal, stripeUnavailable } from './stripe-errors';

/**
 * Connecting an agency's or a partner's Stripe account (decision 029), the same for both owners: Stripe's OAuth for
 * an existing standard account, or a new standard account onboarded through an Account Link. Both come back to
 * RETURN_PATH, whose screen submits what Stripe's return brought; the account's state is read back from Stripe then.
 */
export const RETURN_PATH = '/integrations/agency_stripe';

export type Owner = { owner: 'agency'; ownerId: string } | { owner: 'partner'; ownerId: string };

export interface ConnectDeps {
  db: Db;
  payments: Payments;
  secrets: Secrets;
  config: Pick<Config, 'STORE_FEE_PERCENT' | 'PLATFORM_FEE_PERCENT'>;
  /** The web app's address, for Stripe's return. */
  publicUrl: string;
}

/** A pending onboarding row whose account is not made yet (the row comes first: its id keys the create). */
const NOT_CREATED = '';

const ownerColumn = (who: Owner) => (who.owner === 'agency' ? paymentAccounts.agencyId : paymentAccounts.partnerId);

/** The owner's connection that is not disconnected: connected, or an onboarding under way. */
export async function liveConnection(db: DbOrTx, who: Owner): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(ownerColumn(who), who.ownerId), isNull(paymentAccounts.disconnectedAt)))
    .limit(1);
  return row ?? null;
}

/** The connection as its owner sees it: null until there is an account at Stripe. */
export function connectionView(deps: Pick<ConnectDeps, 'config' | 'payments'>, row: PaymentAccountRow | null) {
  return row && row.stripeAccountId !== NOT_CREATED ? toStripeConnection(row, deps) : null;
}

const alreadyConnected = () =>
  new AppError(409, 'already_connected', 'Stripe is already connected. Disconnect it first to connect another account.');

/** Where to send the person: Stripe's OAuth page, or the onboarding of the owner's (new or unfinished) account. */
export async function startConnecting(
  deps: ConnectDeps,
  opts: { who: Owner; userId: string; method: TPaymentConnectMethod; name: string | null },
): Promise<{ url: string }> {
  const { who, method } = opts;
  const existing = await liveConnection(deps.db, who);
  if (existing?.connectedAt && (method === 'oauth' || existing.connectMethod === 'oauth')) throw alreadyConnected();
  const state = createConnectState(deps.secrets, { owner: who.owner, ownerId: who.ownerId, userId: opts.userId, method });
  const back = new URL(RETURN_PATH, deps.publicUrl);
  if (method === 'oauth') {
    const url = new URL('/oauth/authorize', deps.payments.connectUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: deps.payments.connectClientId,
      scope: 'read_write',
      redirect_uri: back.toString(),
      state,
    }).toString();
    return { url: url.toString() };
  }
  const row = await onboardingAccount(deps, who, existing, opts.name);
  back.searchParams.set('state', state);
  const refresh = new URL(back);
  refresh.searchParams.set('refresh', '1');
  // No idempotency key: a link is single-use and short-lived, so each visit wants a new one (it creates nothing that
  // lasts; the account it leads to was created once, under the row's key).
  const link = await deps.payments.stripe.accountLinks
    .create({
      account: row.stripeAccountId,
      type: 'account_onboarding',
      return_url: back.toString(),
      refresh_url: refresh.toString(),
    })
    .catch(stripeUnavailable);
  return { url: link.url };
}

/** The owner's onboarding account: the unfinished one, or a new standard account made under a pending row's key. */
async function onboardingAccount(deps: ConnectDeps, who: Owner, existing: PaymentAccountRow | null, name: string | null) {
  let row = existing;
  if (!row) {
    await deps.db
      .insert(paymentAccounts)
      .values({
        owner: who.owner,
        ...(who.owner === 'agency' ? { agencyId: who.ownerId } : { partnerId: who.ownerId }),
        stripeAccountId: NOT_CREATED,
        connectMethod: 'onboarding',
      })
      .onConflictDoNothing();
    row = await liveConnection(deps.db, who);
    if (!row) throw new Error('payment account row vanished');
  }
  if (row.stripeAccountId !== NOT_CREATED) return row;
  const account = await deps.payments.stripe.accounts
    .create(
      {
        type: 'standard',
        ...(name && { business_profile: { name } }),
        metadata: { atrium_owner: who.owner, atrium_owner_id: who.ownerId },
      },
      { idempotencyKey: idempotencyKey('payment_account', row._id, 'create') },
    )
    .catch(stripeUnavailable);
  const [saved] = await deps.db
    .update(paymentAccounts)
    .set({ stripeAccountId: account.id, ...accountColumns(account), updatedAt: new Date() })
    .where(and(eq(paymentAccounts._id, row._id), eq(paymentAccounts.stripeAccountId, NOT_CREATED)))
    .returning();
  // Another request saved the same account (same key, same answer) first.
  return saved ?? { ...row, stripeAccountId: account.id };
}

/**
 * Finishes connecting with what Stripe's return brought. Only the person who started it, within the state's hour;
 * `mayManage` checks again that they still may (a role can change meanwhile).
 */
export async function finishConnecting(
  deps: ConnectDeps,
  opts: { owner: Owner['owner']; userId: string; body: TStripeSubmitBody; mayManage: (ownerId: string) => Promise<void> },
): Promise<{ ownerId: string; connection: TStripeConnection }> {
  const { body } = opts;
  const state = readConnectState(deps.secrets, opts.owner, body.state);
  if (state.userId !== opts.userId) {
    throw forbidden('This connection was started by someone else. Start connecting Stripe again from your account.');
  }
  await opts.mayManage(state.ownerId);
  const who = { owner: state.owner, ownerId: state.ownerId } as Owner;
  if (body.error === 'access_denied') {
    throw new AppError(400, 'stripe_access_denied', 'Connecting Stripe was cancelled. Nothing was changed.');
  }
  if (body.error) {
    throw new AppError(400, 'stripe_refused', `Stripe did not connect the account: ${body.errorDescription ?? body.error}`);
  }
  const row = state.method === 'oauth' ? await saveOAuthConnection(deps, who, body.code) : await finishOnboarding(deps, who);
  return { ownerId: state.ownerId, connection: toStripeConnection(row, deps) };
}

async function saveOAuthConnection(deps: ConnectDeps, who: Owner, code: string | undefined): Promise<PaymentAccountRow> {
  if (!code) throw badRequest('Stripe sent no authorization code. Start connecting Stripe again.');
  const token = await deps.payments.stripe.oauth.token({ grant_type: 'authorization_code', code }).catch((error) => {
    if (isStripeRefusal(error)) {
      throw new AppError(400, 'stripe_refused', 'Stripe did not accept the sign-in: it may have expired. Connect again.');
    }
    return stripeUnavailable(error);
  });
  const accountId = token.stripe_user_id;
  if (!accountId) throw new AppError(502, 'stripe_unavailable', 'Stripe did not say which account was connected.');
  const account = await deps.payments.stripe.accounts.retrieve(accountId).catch(stripeUnavailable);
  return deps.db.transaction(async (tx) => {
    const [elsewhere] = await tx
      .select({ _id: paymentAccounts._id })
      .from(paymentAccounts)
      .where(
        and(
          eq(paymentAccounts.stripeAccountId, accountId),
          isNull(paymentAccounts.disconnectedAt),
          or(isNull(ownerColumn(who)), ne(ownerColumn(who), who.ownerId)),
        ),
      )
      .limit(1);
    if (elsewhere) throw conflict('That Stripe account is connected to another account in Atrium. Connect a different one.');
    const existing = await liveConnection(tx, who);
    if (existing?.connectedAt && existing.stripeAccountId !== accountId) throw alreadyConnected();
    // An onboarding left unfinished gives way to the account connected now.
    if (existing && existing.stripeAccountId !== accountId) {
      await tx.update(paymentAccounts).set({ disconnectedAt: new Date() }).where(eq(paymentAccounts._id, existing._id));
    }
    const values = { ...accountColumns(account), connectedAt: existing?.connectedAt ?? new Date(), updatedAt: new Date() };
    if (existing && existing.stripeAccountId === accountId) {
      const [row] = await tx.update(paymentAccounts).set(values).where(eq(paymentAccounts._id, existing._id)).returning();
      return row!;
    }
    const [row] = await tx
      .insert(paymentAccounts)
      .values({
        owner: who.owner,
        ...(who.owner === 'agency' ? { agencyId: who.ownerId } : { partnerId: who.ownerId }),
        stripeAccountId: accountId,
        connectMethod: 'oauth',
        ...values,
      })
      .returning();
    return row!;
  });
}

/** Back from onboarding (finished or not): the account's state as Stripe has it now. */
async function finishOnboarding(deps: ConnectDeps, who: Owner): Promise<PaymentAccountRow> {
  const row = await liveConnection(deps.db, who);
  if (row?.connectMethod !== 'onboarding' || row.stripeAccountId === NOT_CREATED) {
    throw badRequest('There is no Stripe onboarding under way. Start connecting Stripe again.');
  }
  await readBackAccount({ db: deps.db, payments: deps.payments, stripeAccountId: row.stripeAccountId }).catch(stripeUnavailable);
  const [saved] = await deps.db
    .update(paymentAccounts)
    .set({ connectedAt: row.connectedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(paymentAccounts._id, row._id))
    .returning();
  return saved!;
}

/**
 * Ends a connection of the owner's (another owner's id is a 404). An OAuth connection is deauthorized at Stripe
 * first, so Atrium keeps no access it says it gave up; one Stripe already ended is simply marked.
 */
export async function disconnect(deps: Pick<ConnectDeps, 'db' | 'payments'>, who: Owner, id: string): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts._id, id), eq(ownerColumn(who), who.ownerId), isNull(paymentAccounts.disconnectedAt)))
    .limit(1);
  if (!row) throw notFound('Stripe connection');
  if (row.connectMethod === 'oauth') {
    await deps.payments.stripe.oauth
      .deauthorize({ client_id: deps.payments.connectClientId, stripe_user_id: row.stripeAccountId })
      .catch((error) => (isStripeRefusal(error) ? null : stripeUnavailable(error)));
  }
  await deps.db
    .update(paymentAccounts)
    .set({ disconnectedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(paymentAccounts._id, row._id), isNull(paymentAccounts.disconnectedAt)));
}
