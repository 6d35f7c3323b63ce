import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/**
 * The CRM signs each webhook's raw body with its private key and sends the base64 signature in a header:
 * RSA-SHA256 (PKCS#1 v1.5) in `x-wh-signature`, and, since 2025, Ed25519 in `x-ghl-signature` (the CRM's webhook
 * guide announces that `x-wh-signature` stops on 2026-07-01). The algorithm follows the key, so one pair of
 * functions covers both. Atrium verifies with the CRM's published public key (below) or with the sandbox's key
 * pair in development and tests; the sandbox signs with this same code.
 */
export const CRM_WEBHOOK_SIGNATURE_HEADER = 'x-wh-signature';
export const CRM_WEBHOOK_ED25519_SIGNATURE_HEADER = 'x-ghl-signature';

/** The real CRM's RSA public key for `x-wh-signature`, as its webhook authentication guide publishes it. */
export const CRM_WEBHOOK_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEAokvo/r9tVgcfZ5DysOSC
Frm602qYV0MaAiNnX9O8KxMbiyRKWeL9JpCpVpt4XHIcBOK4u3cLSqJGOLaPuXw6
dO0t6Q/ZVdAV5Phz+ZtzPL16iCGeK9po6D6JHBpbi989mmzMryUnQJezlYJ3DVfB
csedpinheNnyYeFXolrJvcsjDtfAeRx5ByHQmTnSdFUzuAnC9/GepgLT9SM4nCpv
uxmZMxrJt5Rw+VUaQ9B8JSvbMPpez4peKaJPZHBbU3OdeCVx5klVXXZQGNHOs8gF
3kvoV5rTnXV0IknLBXlcKKAQLZcY/Q9rG6Ifi9c+5vqlvHPCUJFT5XUGG5RKgOKU
J062fRtN+rLYZUV+BjafxQauvC8wSWeYja63VSUruvmNj8xkx2zE/Juc+yjLjTXp
IocmaiFeAO6fUtNjDeFVkhf5LNb59vECyrHD2SQIrhgXpO4Q3dVNA5rw576PwTzN
h/AMfHKIjE4xQA1SZuYJmNnmVZLIZBlQAF9Ntd03rfadZ+yDiOXCCs9FkHibELhC
HULgCsnuDJHcrGNd5/Ddm5hxGQ0ASitgHeMZ0kcIOwKDOzOU53lDza6/Y09T7sYJ
PQe7z0cvj7aE4B+Ax1ZoZGPzpJlZtGXCsu9aTEGEnKzmsFqwcSsnw3JB31IGKAyk
T1hhTiaCeIY/OwwwNUY2yvcCAwEAAQ==
-----END PUBLIC KEY-----
`;

/** The real CRM's Ed25519 public key for `x-ghl-signature`, from the same guide. */
export const CRM_WEBHOOK_ED25519_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAi2HR1srL4o18O8BRa7gVJY7G7bupbN3H9AwJrHCDiOg=
-----END PUBLIC KEY-----
`;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Ed25519 signs the message itself (no digest name); RSA keys sign its SHA-256. */
const digestFor = (key: KeyObject) => (key.asymmetricKeyType === 'ed25519' ? null : 'sha256');

export function signWebhookBody(rawBody: string, privateKeyPem: string): string {
  const key = createPrivateKey(privateKeyPem);
  return sign(digestFor(key), Buffer.from(rawBody, 'utf8'), key).toString('base64');
}

/** False for any signature that does not verify, garbage included; throws only for an unusable public key. */
export function verifyWebhookSignature(rawBody: string | Buffer, signature: string, publicKeyPem: string): boolean {
  const key = createPublicKey(publicKeyPem);
  const trimmed = typeof signature === 'string' ? signature.trim() : '';
  if (trimmed.length === 0 || trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) return false;
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  try {
    return verify(digestFor(key), body, key, Buffer.from(trimmed, 'base64'));
  } catch {
    // Node throws for some malformed signatures (a wrong length for the key); that is a bad signature, not a bug.
    return false;
  }
}
