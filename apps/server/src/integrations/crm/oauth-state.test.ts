import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOAuthState, OAUTH_STATE_TTL_MS, OAuthStateError, readOAuthState } from './oauth-state';
import { thrownBy } from './test-errors';

const secret = 'atrium-oauth-state-test-secret-0123456789';
const payload = {
  kind: 'crm_sync',
  agencyId: '0193a7c2-6f1e-7b4a-9c3d-2e5f6a7b8c9d',
  userId: '0193a7c2-7a2b-7c4d-8e5f-6a7b8c9d0e1f',
  returnTo: '/agency/crm?tab=connections',
} as const;
const issuedAt = new Date('2026-11-26T20:00:00.000Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('createOAuthState / readOAuthState', () => {
  it('round-trips the payload with a nonce and the expiry, and is URL-safe', () => {
    const state = createOAuthState({ secret, payload, now: issuedAt });
    expect(state).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    const read = readOAuthState({ secret, state, now: later(60_000) });
    expect(read).toEqual({
      ...payload,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expiresAt: later(OAUTH_STATE_TTL_MS),
    });
  });

  it('carries the location of a one-location connection', () => {
    const state = createOAuthState({ secret, payload: { ...payload, kind: 'associate', locationId: 'loc-1' }, now: issuedAt });
    expect(readOAuthState({ secret, state, now: issuedAt })).toMatchObject({ kind: 'associate', locationId: 'loc-1' });
  });

  it('gives every state its own nonce, for the single-use table', () => {
    const a = readOAuthState({ secret, state: createOAuthState({ secret, payload, now: issuedAt }), now: issuedAt });
    const b = readOAuthState({ secret, state: createOAuthState({ secret, payload, now: issuedAt }), now: issuedAt });
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('expires after ten minutes by default, or the ttl given', () => {
    const state = createOAuthState({ secret, payload, now: issuedAt });
    expect(readOAuthState({ secret, state, now: later(OAUTH_STATE_TTL_MS - 1) }).kind).toBe('crm_sync');
    expect(thrownBy(OAuthStateError, () => readOAuthState({ secret, state, now: later(OAUTH_STATE_TTL_MS) })).reason).toBe(
      'expired',
    );
    const short = createOAuthState({ secret, payload, now: issuedAt, ttlMs: 1000 });
    expect(thrownBy(OAuthStateError, () => readOAuthState({ secret, state: short, now: later(1000) })).reason).toBe('expired');
  });

  it('refuses a state signed with another secret', () => {
    const state = createOAuthState({ secret: `${secret}-other`, payload, now: issuedAt });
    expect(thrownBy(OAuthStateError, () => readOAuthState({ secret, state, now: issuedAt })).reason).toBe('bad_signature');
  });

  it('refuses a changed body, even with a fresh expiry or another agency, before reading it', () => {
    const state = createOAuthState({ secret, payload, now: issuedAt });
    const [encoded = '', signature = ''] = state.split('.');
    const body = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    for (const change of [{ agencyId: 'another-agency' }, { exp: body.exp + 3_600_000 }, { returnTo: '/admin' }]) {
      const forged = Buffer.from(JSON.stringify({ ...body, ...change })).toString('base64url');
      expect(
        thrownBy(OAuthStateError, () => readOAuthState({ secret, state: `${forged}.${signature}`, now: issuedAt })).reason,
      ).toBe('bad_signature');
    }
  });

  it('refuses another spelling of the same signature bytes', () => {
    const state = createOAuthState({ secret, payload, now: issuedAt });
    const last = state.at(-1) ?? '';
    // The final character carries four data bits and two spare ones; flipping a spare bit keeps the decoded bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet.charAt(alphabet.indexOf(last) ^ 1);
    const respelled = `${state.slice(0, -1)}${twin}`;
    const signatureOf = (text: string) => Buffer.from(text.split('.')[1] ?? '', 'base64url');
    expect(signatureOf(respelled)).toEqual(signatureOf(state));
    expect(thrownBy(OAuthStateError, () => readOAuthState({ secret, state: respelled, now: issuedAt })).reason).toBe(
      'bad_signature',
    );
  });

  it.each([
    ['empty', ''],
    ['no signature', 'abc'],
    ['three parts', 'a.b.c'],
    ['a signature of the wrong length', 'abc.def'],
    ['characters outside base64url', `ab+c.${'A'.repeat(43)}`],
  ])('refuses %s as malformed', (_label, state) => {
    expect(thrownBy(OAuthStateError, () => readOAuthState({ secret, state, now: issuedAt })).reason).toBe('malformed');
  });

  it('refuses a correctly signed body that is not a state (the secret signing something else)', () => {
    const encoded = Buffer.from(JSON.stringify({ hello: 'world' })).toString('base64url');
    const signature = createHmac('sha256', secret).update(`atrium.crm-oauth-state.v1.${encoded}`).digest('base64url');
    expect(
      thrownBy(OAuthStateError, () => readOAuthState({ secret, state: `${encoded}.${signature}`, now: issuedAt })).reason,
    ).toBe('malformed');
  });

  it('only issues states that send people back to a path on this site', () => {
    for (const returnTo of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'relative', '/with space']) {
      expect(() => createOAuthState({ secret, payload: { ...payload, returnTo }, now: issuedAt })).toThrow();
    }
    expect(() => createOAuthState({ secret, payload: { ...payload, kind: 'stripe' as 'app' }, now: issuedAt })).toThrow();
  });

  it('refuses a secret too short to sign with', () => {
    expect(() => createOAuthState({ secret: 'short', payload, now: issuedAt })).toThrow(/at least 32 bytes/);
    expect(() => readOAuthState({ secret: 'short', state: 'a.b', now: issuedAt })).toThrow(/at least 32 bytes/);
  });
});
