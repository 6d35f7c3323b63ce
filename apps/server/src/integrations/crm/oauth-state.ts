import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CRM_CONNECTION_KINDS } from '@atrium/contracts/crm';
import { z } from 'zod';

/**
 * The `state` of the CRM's OAuth redirect: an opaque, signed, expiring string that says which connection the
 * callback completes, for which agency and person, and where to send them afterwards. HMAC-SHA256 over a base64url
 * JSON body; nothing in it is secret, but nothing in it can be changed. Single use is the caller's: the callback
 * records `nonce` in a used-nonce table and refuses one it has seen.
 */

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
const VERSION = 1;
/** Binds the MAC to this use, so the same secret signing something else never yields a valid state. */
const CONTEXT = 'atrium.crm-oauth-state.v1';
const MIN_SECRET_BYTES = 32;

/** A same-site path: a leading slash, and not `//host` or `/\host`, which browsers treat as another site. */
const returnToSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site');

const payloadSchema = z.object({
  kind: z.enum(CRM_CONNECTION_KINDS),
  agencyId: z.string().min(1).max(100),
  userId: z.string().min(1).max(100),
  /** For a connection of one location (an `associate` started by a location admin). */
  locationId: z.string().min(1).max(100).optional(),
  returnTo: returnToSchema,
});
export type OAuthStatePayload = z.infer<typeof payloadSchema>;

const bodySchema = payloadSchema.extend({
  v: z.literal(VERSION),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  exp: z.number().int().positive(),
});

export type OAuthState = OAuthStatePayload & { nonce: string; expiresAt: Date };

export class OAuthStateError extends Error {
  constructor(
    readonly reason: 'malformed' | 'bad_signature' | 'expired',
    message: string,
  ) {
    super(message);
    this.name = 'OAuthStateError';
  }
}

const checkSecret = (secret: string) => {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(`The OAuth state secret must be at least ${MIN_SECRET_BYTES} bytes`);
  }
};

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(`${CONTEXT}.${body}`).digest();

export function createOAuthState(input: { secret: string; payload: OAuthStatePayload; now?: Date; ttlMs?: number }): string {
  checkSecret(input.secret);
  const payload = payloadSchema.parse(input.payload);
  const ttlMs = input.ttlMs ?? OAUTH_STATE_TTL_MS;
  const body = {
    v: VERSION,
    ...payload,
    nonce: randomBytes(16).toString('base64url'),
    exp: (input.now ?? new Date()).getTime() + ttlMs,
  } satisfies z.infer<typeof bodySchema>;
  const encoded = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return `${encoded}.${mac(input.secret, encoded).toString('base64url')}`;
}

/** The payload of a state this secret signed and that has not expired; OAuthStateError otherwise. */
export function readOAuthState(input: { secret: string; state: string; now?: Date }): OAuthState {
  checkSecret(input.secret);
  const match = typeof input.state === 'string' ? /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(input.state) : null;
  if (!match) throw new OAuthStateError('malformed', 'The sign-in state is not one Atrium issued');
  const [, encoded = '', signature = ''] = match;
  // The signature is checked before the body is read, in constant time, and as the exact text Atrium writes (the
  // last base64url character has two spare bits: decoding would accept four spellings of one signature).
  const expected = mac(input.secret, encoded).toString('base64url');
  if (!timingSafeEqual(Buffer.from(signature, 'ascii'), Buffer.from(expected, 'ascii'))) {
    throw new OAuthStateError('bad_signature', 'The sign-in state was not signed by Atrium');
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    throw new OAuthStateError('malformed', 'The sign-in state is not one Atrium issued');
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) throw new OAuthStateError('malformed', 'The sign-in state is not one Atrium issued');
  if (body.data.exp <= (input.now ?? new Date()).getTime()) {
    throw new OAuthStateError('expired', 'The sign-in state has expired');
  }
  const { v: _version, exp, ...rest } = body.data;
  return { ...rest, expiresAt: new Date(exp) };
}
