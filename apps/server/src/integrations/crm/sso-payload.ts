import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The CRM's custom pages ask their parent frame for the signed-in user with `REQUEST_USER_DATA`; the answer is the
 * user's JSON encrypted with the app's shared secret the way CryptoJS.AES.encrypt(JSON.stringify(data), secret)
 * does it: the OpenSSL "Salted__" envelope, AES-256-CBC, key and IV derived with EVP_BytesToKey (MD5, one round),
 * base64. Both Atrium (decrypting) and the CRM sandbox (encrypting) use this one implementation.
 */

const MAGIC = Buffer.from('Salted__', 'latin1');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Every way a payload can fail to open; the message never repeats the payload or the secret. */
export class SsoPayloadError extends Error {
  constructor(
    readonly reason: 'malformed' | 'wrong_secret' | 'not_json' | 'unexpected_shape',
    message: string,
  ) {
    super(message);
    this.name = 'SsoPayloadError';
  }
}

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: D_i = MD5(D_{i-1} || password || salt). */
export function evpBytesToKey(secret: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let total = 0;
  let previous: Buffer = Buffer.alloc(0);
  while (total < KEY_BYTES + IV_BYTES) {
    previous = createHash('md5').update(previous).update(secret).update(salt).digest();
    blocks.push(previous);
    total += previous.length;
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, KEY_BYTES), iv: derived.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

/** Encrypts `data` as JSON; `salt` is only for known-answer tests, real calls take 8 random bytes. */
export function encryptSsoPayload(data: object, secret: string, salt: Buffer = randomBytes(SALT_BYTES)): string {
  if (salt.length !== SALT_BYTES) throw new Error(`The salt must be ${SALT_BYTES} bytes`);
  const { key, iv } = evpBytesToKey(Buffer.from(secret, 'utf8'), salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  return Buffer.concat([MAGIC, salt, body]).toString('base64');
}

/** Opens a payload and parses its JSON; throws SsoPayloadError for anything that is not a payload of this secret. */
export function decryptSsoPayload(payload: string, secret: string): unknown {
  const compact = typeof payload === 'string' ? payload.replace(/\s+/g, '') : '';
  if (compact.length === 0 || compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw new SsoPayloadError('malformed', 'The SSO payload is not base64');
  }
  const raw = Buffer.from(compact, 'base64');
  const headerBytes = MAGIC.length + SALT_BYTES;
  const bodyBytes = raw.length - headerBytes;
  if (bodyBytes <= 0 || bodyBytes % BLOCK_BYTES !== 0 || !raw.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new SsoPayloadError('malformed', 'The SSO payload is not an OpenSSL salted AES-256-CBC envelope');
  }
  const { key, iv } = evpBytesToKey(Buffer.from(secret, 'utf8'), raw.subarray(MAGIC.length, headerBytes));
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const bytes = Buffer.concat([decipher.update(raw.subarray(headerBytes)), decipher.final()]);
    plain = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // A wrong secret almost always ends in bad PKCS#7 padding (or, rarely, bytes that are not UTF-8).
    throw new SsoPayloadError('wrong_secret', 'The SSO payload does not open with this secret');
  }
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new SsoPayloadError('not_json', 'The SSO payload does not hold JSON');
  }
}

/**
 * What the CRM puts in the payload (its "User Context in Marketplace Apps" guide): the CRM user, their company,
 * their role, whether they are in the agency view or inside a location, and for the latter the active location.
 * Loose: the CRM adds fields (versionId, appStatus, isAgencyOwner...) that Atrium does not need.
 */
export const ssoUserDataSchema = z.looseObject({
  userId: z.string().min(1),
  companyId: z.string().min(1),
  role: z.string().min(1),
  type: z.enum(['agency', 'location']),
  userName: z.string().optional(),
  email: z.string().min(1),
  activeLocation: z.string().min(1).optional(),
});
export type SsoUserData = z.infer<typeof ssoUserDataSchema>;

/** Decrypts and checks the payload's shape; a location-type payload must name its active location. */
export function readSsoUserData(payload: string, secret: string): SsoUserData {
  const parsed = ssoUserDataSchema.safeParse(decryptSsoPayload(payload, secret));
  if (!parsed.success) throw new SsoPayloadError('unexpected_shape', 'The SSO payload does not hold the CRM user data');
  if (parsed.data.type === 'location' && !parsed.data.activeLocation) {
    throw new SsoPayloadError('unexpected_shape', 'The SSO payload of a location user has no active location');
  }
  return parsed.data;
}
