import type { Sql } from '../../../crm/sandbox/sql';
import { nowSeconds, type SandboxContext } from '../context';
import { invalidRequest } from '../errors';
import { emitEvent, previousAttributes } from '../events';
import { stripeId } from '../ids';
import { PLATFORM_ACCOUNT_ID, SANDBOX_CONNECT_CLIENT_ID } from '../keys';
import { findObject, insertObject, requireObject, type StripeJson, saveObject } from '../store';

export type AccountJson = StripeJson & {
  type: 'standard' | 'express' | 'custom';
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  default_currency: string;
  country: string;
  email: string | null;
  business_profile: { name: string | null; url: string | null; support_email: string | null; mcc: string | null };
  requirements: Record<string, unknown> & { currently_due: string[] };
  metadata: Record<string, string>;
};

/** What a new account still owes before it can take charges (Stripe's `requirements.currently_due`). */
const ONBOARDING_DUE = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'representative.first_name',
  'representative.last_name',
  'tos_acceptance.date',
];

const requirementsOf = (due: string[]) => ({
  alternatives: [],
  current_deadline: null,
  currently_due: due,
  disabled_reason: due.length ? 'requirements.past_due' : null,
  errors: [],
  eventually_due: due,
  past_due: due,
  pending_verification: [],
});

export interface NewAccount {
  id?: string;
  type: AccountJson['type'];
  country?: string;
  email?: string | null;
  businessName?: string | null;
  defaultCurrency?: string;
  metadata?: Record<string, string>;
  /** Onboarded: details submitted, charges and payouts enabled (the demo's, an OAuth-connected existing account). */
  onboarded?: boolean;
  /** How it came: made by the platform (`POST /v1/accounts`) or an existing account that connected through OAuth. */
  origin: 'platform' | 'oauth';
}

/** The API JSON of a connected account (or the platform's own). */
export function accountJson(id: string, input: NewAccount, created: number): AccountJson {
  const onboarded = input.onboarded ?? false;
  return {
    id,
    object: 'account',
    business_profile: { mcc: onboarded ? '7311' : null, name: input.businessName ?? null, support_email: null, url: null },
    business_type: onboarded ? 'company' : null,
    capabilities: onboarded
      ? { card_payments: 'active', transfers: 'active' }
      : { card_payments: 'inactive', transfers: 'inactive' },
    charges_enabled: onboarded,
    controller: { type: input.type === 'standard' ? 'account' : 'application', is_controller: input.type !== 'standard' },
    country: input.country ?? 'US',
    created,
    default_currency: input.defaultCurrency ?? 'usd',
    details_submitted: onboarded,
    email: input.email ?? null,
    metadata: input.metadata ?? {},
    payouts_enabled: onboarded,
    requirements: requirementsOf(onboarded ? [] : ONBOARDING_DUE),
    settings: { payouts: { schedule: { delay_days: 2, interval: 'daily' } } },
    tos_acceptance: { date: onboarded ? created : null },
    type: input.type,
  };
}

/** Makes a connected account of the platform (and says so with `account.updated`-free creation, as Stripe does). */
export async function createConnectedAccount(sql: Sql, ctx: SandboxContext, input: NewAccount): Promise<AccountJson> {
  const created = nowSeconds(ctx);
  const data = accountJson(input.id ?? stripeId('acct'), input, created);
  await insertObject(sql, {
    account: PLATFORM_ACCOUNT_ID,
    data,
    hidden: { origin: input.origin, deauthorized: false },
    created,
  });
  return data;
}

/** Reads a connected account for a change (locked) or answers Stripe's 404. */
export const lockAccount = (sql: Sql, id: string) =>
  requireObject<AccountJson>(
    sql,
    { id, account: PLATFORM_ACCOUNT_ID, object: 'account', label: 'account', param: 'account' },
    true,
  );

/** Writes an account's new state and announces it (`account.updated`, a Connect event on that account). */
export async function updateAccount(
  sql: Sql,
  ctx: SandboxContext,
  before: AccountJson,
  after: AccountJson,
  request: { id: string | null; idempotency_key: string | null } | null = null,
  hidden?: Record<string, unknown>,
): Promise<AccountJson> {
  await saveObject(sql, { id: after.id, data: after, hidden });
  const changed = previousAttributes(before, after);
  if (Object.keys(changed).length > 0 && after.id !== PLATFORM_ACCOUNT_ID) {
    await emitEvent(sql, ctx, {
      type: 'account.updated',
      account: after.id,
      object: after,
      previousAttributes: changed,
      request,
    });
  }
  return after;
}

/**
 * The account's onboarding finished (A2's onboarding page, or the test helper): details submitted, charges and
 * payouts enabled, nothing due, and `account.updated` sent.
 */
export async function completeOnboarding(sql: Sql, ctx: SandboxContext, accountId: string, businessName?: string) {
  const stored = await lockAccount(sql, accountId);
  const before = stored.data;
  const after: AccountJson = {
    ...before,
    business_profile: { ...before.business_profile, mcc: '7311', name: businessName ?? before.business_profile.name },
    business_type: 'company',
    capabilities: { card_payments: 'active', transfers: 'active' },
    charges_enabled: true,
    details_submitted: true,
    payouts_enabled: true,
    requirements: requirementsOf([]),
    tos_acceptance: { date: nowSeconds(ctx) },
  };
  return updateAccount(sql, ctx, before, after);
}

/**
 * The platform loses access to a connected account (`POST /oauth/deauthorize`, deleting it, or the owner revoking
 * it at Stripe): `Stripe-Account` with it is refused from now on, and `account.application.deauthorized` is sent.
 */
export async function deauthorizeAccount(
  sql: Sql,
  ctx: SandboxContext,
  accountId: string,
  request: { id: string | null; idempotency_key: string | null } | null = null,
) {
  const stored = await lockAccount(sql, accountId);
  await saveObject(sql, { id: accountId, data: stored.data, hidden: { ...stored.hidden, deauthorized: true } });
  await emitEvent(sql, ctx, {
    type: 'account.application.deauthorized',
    account: accountId,
    object: { id: SANDBOX_CONNECT_CLIENT_ID, object: 'application', name: 'Atrium' },
    request,
  });
}

/**
 * A connected account money can be sent to (a transfer, a destination charge), as Stripe checks it: one of the
 * platform's, still connected, with transfers enabled.
 */
export async function requireTransferDestination(sql: Sql, id: string, param: string): Promise<void> {
  const target = await findObject<AccountJson>(sql, { id, account: PLATFORM_ACCOUNT_ID, object: 'account' });
  if (!target || target.hidden.deauthorized || id === PLATFORM_ACCOUNT_ID) {
    throw invalidRequest(`No such destination: '${id}'`, param, 'resource_missing');
  }
  if (!target.data.charges_enabled) {
    throw invalidRequest(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      param,
      'insufficient_capabilities_for_transfer',
    );
  }
}
