import type { FastifyRequest } from 'fastify';
import type { Sql } from '../../crm/sandbox/sql';
import { StripeError } from './errors';
import { PLATFORM_ACCOUNT_ID, SANDBOX_PUBLISHABLE_KEY, SANDBOX_SECRET_KEY } from './keys';

export type KeyKind = 'secret' | 'publishable';

/** `sk_test_atrium_sandbox` -> `sk_test_****************ndbox`, as Stripe quotes a key back. */
const redact = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

const unauthorized = (message: string) => new StripeError(401, { type: 'invalid_request_error', message });

/** The key a request carries (Bearer, or Basic with the key as user name, both of which Stripe takes). */
export function keyOf(request: FastifyRequest): KeyKind {
  const header = request.headers.authorization ?? '';
  let key = '';
  if (/^bearer /i.test(header)) key = header.slice(7).trim();
  else if (/^basic /i.test(header)) key = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8').split(':')[0] ?? '';
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  if (key === SANDBOX_SECRET_KEY) return 'secret';
  if (key === SANDBOX_PUBLISHABLE_KEY) return 'publishable';
  throw unauthorized(`Invalid API Key provided: ${redact(key)}`);
}

/** Refuses a publishable key where Stripe wants the secret one. */
export function requireSecretKey(kind: KeyKind): void {
  if (kind === 'publishable') {
    throw unauthorized(
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
    );
  }
}

/**
 * The account a request acts on: `Stripe-Account: acct_...` names one of the platform's connected accounts (still
 * connected), else the platform itself.
 */
export async function accountOf(sql: Sql, request: FastifyRequest): Promise<string> {
  const header = request.headers['stripe-account'];
  const named = Array.isArray(header) ? header[0] : header;
  if (!named || named === PLATFORM_ACCOUNT_ID) return PLATFORM_ACCOUNT_ID;
  const { rows } = await sql.query<{ revoked: boolean }>(
    `SELECT COALESCE((hidden->>'deauthorized')::boolean, false) AS revoked FROM stripe_sandbox.objects
     WHERE id = $1 AND object = 'account' AND account = $2 AND NOT deleted`,
    [named, PLATFORM_ACCOUNT_ID],
  );
  if (!rows[0] || rows[0].revoked) {
    throw new StripeError(403, {
      type: 'invalid_request_error',
      code: 'account_invalid',
      message: `The provided key '${redact(SANDBOX_SECRET_KEY)}' does not have access to account '${named}' (or that account does not exist). Application access may have been revoked.`,
    });
  }
  return named;
}
