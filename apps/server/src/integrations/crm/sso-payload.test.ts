import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSsoPayload, encryptSsoPayload, evpBytesToKey, readSsoUserData, SsoPayloadError } from './sso-payload';
import { thrownBy } from './test-errors';

const secret = 'atrium-sso-test-secret';
const olivia = {
  userId: 'MKQJ7wOVVmNOMvrnKKKK',
  companyId: 'GNb7aIv4rQFVb9iwNl5K',
  role: 'admin',
  type: 'agency',
  userName: 'Olivia Summit',
  email: 'olivia@summitgrowth.test',
};
const salt = Buffer.from('0102030405060708', 'hex');

/**
 * Computed once with OpenSSL's own command line, an implementation independent of this module:
 * `printf '%s' "$JSON" | openssl enc -aes-256-cbc -md md5 -S 0102030405060708 -pass pass:atrium-sso-test-secret`,
 * prefixed with "Salted__" and the salt (OpenSSL 3 leaves the header out when -S is given), then base64.
 * CryptoJS.AES.encrypt(JSON.stringify(olivia), secret) gives the same string for this salt.
 */
const KNOWN_PAYLOAD =
  'U2FsdGVkX18BAgMEBQYHCEb/DO/FhuI58X9c4p5VUUbzhmODwtISsC9Gb0bO3oYbIFvXpWzvvTGef4zC1EPEopHlCETNOUo7NY1kHbB/XpvdGj7NKqenMk2a51WszLuG51jnfByz/3jL7QSIXQ/LN0wNkgyu1REJvlKuFrRzGh/BzEl02aJqCcDflHWsU7W3EsLg3efvNmPL337JO/bmwk6MIK8DSNQUTU32cEhw3cZQRH98UADXlcDgLhC9YHza';

describe('SSO payload: known answers', () => {
  it('encrypts to the fixed OpenSSL vector and decrypts it back', () => {
    expect(encryptSsoPayload(olivia, secret, salt)).toBe(KNOWN_PAYLOAD);
    expect(decryptSsoPayload(KNOWN_PAYLOAD, secret)).toEqual(olivia);
  });

  it('follows the format step by step: Salted__, salt, MD5 EVP_BytesToKey, AES-256-CBC, base64', () => {
    const password = Buffer.from(secret, 'utf8');
    const d1 = createHash('md5').update(password).update(salt).digest();
    const d2 = createHash('md5').update(d1).update(password).update(salt).digest();
    const d3 = createHash('md5').update(d2).update(password).update(salt).digest();
    const key = Buffer.concat([d1, d2]);
    const iv = d3;
    expect(evpBytesToKey(password, salt)).toEqual({ key, iv });

    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(olivia), 'utf8'), cipher.final()]);
    const manual = Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
    expect(manual.startsWith('U2FsdGVkX1')).toBe(true);
    expect(manual).toBe(KNOWN_PAYLOAD);
  });
});

describe('SSO payload: round trips', () => {
  it('uses a fresh salt each time and still opens, unicode included', () => {
    const data = { ...olivia, userName: 'Ólivia Sümmit 🌄', type: 'location', activeLocation: 've9EPM428h8vShlRW1KT' };
    const a = encryptSsoPayload(data, secret);
    const b = encryptSsoPayload(data, secret);
    expect(a).not.toBe(b);
    expect(decryptSsoPayload(a, secret)).toEqual(data);
    expect(decryptSsoPayload(b, secret)).toEqual(data);
  });

  it('accepts the base64 wrapped over lines, as some encoders send it', () => {
    const wrapped = KNOWN_PAYLOAD.replace(/(.{64})/g, '$1\n');
    expect(decryptSsoPayload(wrapped, secret)).toEqual(olivia);
  });
});

describe('SSO payload: refusals', () => {
  it('refuses a wrong secret with one error type that does not repeat the payload', () => {
    const error = thrownBy(SsoPayloadError, () => decryptSsoPayload(KNOWN_PAYLOAD, 'another-app-secret'));
    expect(error.reason).toBe('wrong_secret');
    expect(error.message).not.toContain(KNOWN_PAYLOAD.slice(0, 20));
    expect(error.message).not.toContain('another-app-secret');
  });

  it.each([
    ['empty', ''],
    ['not base64', 'not a payload!'],
    ['base64 without the Salted__ header', Buffer.from('x'.repeat(48)).toString('base64')],
    ['a header and no cipher text', Buffer.concat([Buffer.from('Salted__'), salt]).toString('base64')],
    ['a body that is not whole blocks', Buffer.concat([Buffer.from('Salted__'), salt, Buffer.alloc(20)]).toString('base64')],
  ])('refuses %s as malformed', (_label, payload) => {
    expect(thrownBy(SsoPayloadError, () => decryptSsoPayload(payload, secret)).reason).toBe('malformed');
  });

  it('refuses a tampered payload', () => {
    const raw = Buffer.from(KNOWN_PAYLOAD, 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 0x01, raw.length - 1);
    const error = thrownBy(SsoPayloadError, () => decryptSsoPayload(raw.toString('base64'), secret));
    expect(['wrong_secret', 'not_json']).toContain(error.reason);
  });

  it('refuses a payload that opens but holds no JSON', () => {
    const { key, iv } = evpBytesToKey(Buffer.from(secret), salt);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const body = Buffer.concat([cipher.update('not json at all', 'utf8'), cipher.final()]);
    const payload = Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
    expect(thrownBy(SsoPayloadError, () => decryptSsoPayload(payload, secret)).reason).toBe('not_json');
  });
});

describe('readSsoUserData', () => {
  it('returns the CRM user of an agency payload, keeping fields Atrium does not know', () => {
    const payload = encryptSsoPayload({ ...olivia, versionId: 'v1' }, secret);
    expect(readSsoUserData(payload, secret)).toEqual({ ...olivia, versionId: 'v1' });
  });

  it('returns the active location of a location payload', () => {
    const emma = { ...olivia, type: 'location', role: 'user', email: 'emma@summitdental.test', activeLocation: 'loc1' };
    expect(readSsoUserData(encryptSsoPayload(emma, secret), secret).activeLocation).toBe('loc1');
  });

  it.each([
    ['no user id', { ...olivia, userId: undefined }],
    ['an unknown type', { ...olivia, type: 'reseller' }],
    ['a location type without its location', { ...olivia, type: 'location' }],
  ])('refuses a payload with %s', (_label, data) => {
    expect(thrownBy(SsoPayloadError, () => readSsoUserData(encryptSsoPayload(data, secret), secret)).reason).toBe(
      'unexpected_shape',
    );
  });
});
