import { timingSafeEqual } from 'node:crypto';
import { PARTNER_STRIPE_STATE_PREFIX } from '@atrium/contracts/payments';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { Secrets } from '../../platform/secrets';

/**
 * The `state` a Stripe connection carries through Stripe's OAuth page or the onboarding's return address: which
 * owner (agency or partner) and which person started it, how, and until when it counts. Signed with a key derived
 * from the master key (nothing in it is secret, nothing in it can be changed). The owner is also its readable prefix,
 * so the one return page knows which submit finishes it.
 */

/** Long enough for onboarding (a person types business details, bank numbers) but not a standing invitation. */
export const CONNECT_STATE_TTL_MS = 60 * 60 * 1000;
const PREFIX = { agency: 'agency.', partner: PARTNER_STRIPE_STATE_PREFIX } as const;

const payloadSchema = z.object({
  owner: z.enum(['agency', 'partner']),
  ownerId: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
  method: z.enum(['oauth', 'onboarding']),
  exp: z.number().int().positive(),
});
export type ConnectState = z.infer<typeof payloadSchema>;

const mac = (secrets: Secrets, encoded: string) => secrets.keyedHash(`atrium/stripe-connect-state/v1.${encoded}`);

export function createConnectState(secrets: Secrets, payload: Omit<ConnectState, 'exp'>, now: Date = new Date()): string {
  const encoded = Buffer.from(JSON.stringify({ ...payload, exp: now.getTime() + CONNECT_STATE_TTL_MS })).toString('base64url');
  return `${PREFIX[payload.owner]}${encoded}.${mac(secrets, encoded)}`;
}

const invalid = () => new AppError(400, 'invalid_state', 'This link did not come from Atrium. Start connecting Stripe again.');

/** The payload of a state Atrium signed for this kind of owner; a 400 when it is not one, or has expired. */
export function readConnectState(
  secrets: Secrets,
  owner: ConnectState['owner'],
  state: string,
  now: Date = new Date(),
): ConnectState {
  const match = /^([a-z]+\.)([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/.exec(state);
  if (!match || match[1] !== PREFIX[owner]) throw invalid();
  const [, , encoded = '', signature = ''] = match;
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(mac(secrets, encoded)))) throw invalid();
  let parsed: ReturnType<typeof payloadSchema.safeParse>;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
  } catch {
    throw invalid();
  }
  if (!parsed.success || parsed.data.owner !== owner) throw invalid();
  if (parsed.data.exp <= now.getTime()) {
    throw new AppError(400, 'expired_state', 'Connecting took longer than an hour. Start connecting Stripe again.');
  }
  return parsed.data;
}
