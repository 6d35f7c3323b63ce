import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRM_WEBHOOK_ED25519_PUBLIC_KEY,
  CRM_WEBHOOK_PUBLIC_KEY,
  signWebhookBody,
  verifyWebhookSignature,
} from './webhook-signature';

/** A key pair as PEM text, the form configuration gives the sandbox and Atrium. */
const pemPair = (kind: 'rsa' | 'ed25519') => {
  const { publicKey, privateKey } =
    kind === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ed25519');
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
};
const rsa = pemPair('rsa');
const otherRsa = pemPair('rsa');
const ed = pemPair('ed25519');

const body = JSON.stringify({
  type: 'ContactCreate',
  locationId: 've9EPM428h8vShlRW1KT',
  id: 'seD4PfOuKoVMLkEZqohJ',
  webhookId: '8f1a0d4c-7a2e-4f59-9a5a-1d0c2e3f4a5b',
  timestamp: '2026-11-26T20:30:00.000Z',
  name: 'Zoë Ångström',
});

describe('webhook signatures (RSA-SHA256, x-wh-signature)', () => {
  const signature = signWebhookBody(body, rsa.privateKey);

  it('verifies a good signature, from a string or the raw bytes', () => {
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(signature, 'base64')).toHaveLength(256);
    expect(verifyWebhookSignature(body, signature, rsa.publicKey)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(body, 'utf8'), signature, rsa.publicKey)).toBe(true);
  });

  it('refuses a tampered body, even by one character or by reformatting', () => {
    expect(verifyWebhookSignature(body.replace('Zoë', 'Zoe'), signature, rsa.publicKey)).toBe(false);
    expect(verifyWebhookSignature(JSON.stringify(JSON.parse(body), null, 2), signature, rsa.publicKey)).toBe(false);
  });

  it('refuses a signature made with another key, and the CRM key refuses the sandbox signature', () => {
    expect(verifyWebhookSignature(body, signWebhookBody(body, otherRsa.privateKey), rsa.publicKey)).toBe(false);
    expect(verifyWebhookSignature(body, signature, CRM_WEBHOOK_PUBLIC_KEY)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['not base64', 'definitely not a signature'],
    ['short base64', 'AAAA'],
    [
      'a flipped bit',
      (() => {
        const raw = Buffer.from(signature, 'base64');
        raw.writeUInt8(raw.readUInt8(10) ^ 0x01, 10);
        return raw.toString('base64');
      })(),
    ],
  ])('returns false for garbage: %s', (_label, garbage) => {
    expect(verifyWebhookSignature(body, garbage, rsa.publicKey)).toBe(false);
  });

  it('throws for a public key that is not one, a configuration error rather than a bad webhook', () => {
    expect(() => verifyWebhookSignature(body, signature, 'not a key')).toThrow();
  });
});

describe('webhook signatures (Ed25519, x-ghl-signature)', () => {
  it('signs and verifies by the key type, and refuses a tampered body or the other algorithm key', () => {
    const signature = signWebhookBody(body, ed.privateKey);
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(verifyWebhookSignature(body, signature, ed.publicKey)).toBe(true);
    expect(verifyWebhookSignature(`${body} `, signature, ed.publicKey)).toBe(false);
    expect(verifyWebhookSignature(body, signature, rsa.publicKey)).toBe(false);
    expect(verifyWebhookSignature(body, signature, CRM_WEBHOOK_ED25519_PUBLIC_KEY)).toBe(false);
  });
});

describe("the CRM's published keys", () => {
  it('are usable public keys of the documented kinds', () => {
    // A signature of the right length that does not verify proves the key loads and is checked, not skipped.
    expect(verifyWebhookSignature(body, Buffer.alloc(512, 1).toString('base64'), CRM_WEBHOOK_PUBLIC_KEY)).toBe(false);
    expect(verifyWebhookSignature(body, Buffer.alloc(64, 1).toString('base64'), CRM_WEBHOOK_ED25519_PUBLIC_KEY)).toBe(false);
  });
});
