import { createSign, createVerify } from 'node:crypto';

/**
 * The CRM signs each webhook's raw body with its RSA private key (RSA-SHA256, PKCS#1 v1.5) and sends the base64
 * signature in the `x-wh-signature` header. Atrium verifies with the CRM's public key (the real one below, or the
 * sandbox's key pair in development and tests); the sandbox signs with this same code.
 */
export const CRM_WEBHOOK_SIGNATURE_HEADER = 'x-wh-signature';

export function signWebhookBody(rawBody: string, privateKeyPem: string): string {
  return createSign('sha256').update(rawBody, 'utf8').sign(privateKeyPem, 'base64');
}

/** False for any signature that does not verify, including garbage; throws only for an unusable public key. */
export function verifyWebhookSignature(rawBody: string | Buffer, signature: string, publicKeyPem: string): boolean {
  if (typeof signature !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  const verifier = createVerify('sha256');
  verifier.update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody);
  try {
    return verifier.verify(publicKeyPem, signature.trim(), 'base64');
  } catch (error) {
    // Node throws on a malformed key but also on some malformed signatures; only the key is the caller's bug.
    if (error instanceof Error && /key/i.test(error.message)) throw error;
    return false;
  }
}
