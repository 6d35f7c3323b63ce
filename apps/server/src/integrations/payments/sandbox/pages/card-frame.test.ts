import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStripeSandbox, type TestStripeSandbox } from '../test-sandbox';
import { CARD_FRAME_SCRIPT } from './card-frame-script';

let s: TestStripeSandbox;
beforeAll(async () => {
  s = await createTestStripeSandbox();
});
afterAll(async () => {
  await s?.close();
});

const frame = (query: Record<string, string>) =>
  s.app.inject({ method: 'GET', url: `/elements/card?${new URLSearchParams(query)}` });

const PARENT = 'http://localhost:5173';

describe('the card frame page', () => {
  it('renders labelled card fields, framed only by the parent origin it names, talking only to it', async () => {
    const page = await frame({
      mode: 'payment',
      key: 'pk_test_atrium_sandbox',
      account: 'acct_1DemoSummitGrowth',
      origin: PARENT,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${PARENT}`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.headers['x-frame-options']).toBeUndefined();
    // Framed by a page that is itself framed (the store in the CRM): those pages may be above it too.
    const nested = await frame({
      mode: 'payment',
      key: 'pk_test_atrium_sandbox',
      origin: PARENT,
      ancestors: 'http://crm.test:4000 nope',
    });
    const policy = String(nested.headers['content-security-policy']).split('; ');
    expect(policy.at(-1)).toBe(`frame-ancestors ${PARENT} http://crm.test:4000`);
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiration date'],
      ['cvc', 'Security code'],
      ['postal', 'Postal code'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
      expect(page.body).toContain(`id="${id}-error" role="alert"`);
    }
    expect(page.body).toContain('autocomplete="cc-number"');
    const config = JSON.parse(/<script type="application\/json" id="config">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(config).toMatchObject({
      mode: 'payment',
      key: 'pk_test_atrium_sandbox',
      account: 'acct_1DemoSummitGrowth',
      origin: PARENT,
    });
    // Every script is the page's own, allowed by its nonce.
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page.body).toContain(`<script nonce="${nonce}">`);
  });

  it('is never framed without an origin, and speaks Arabic right to left', async () => {
    const page = await frame({ mode: 'setup', key: 'pk_test_atrium_sandbox', locale: 'ae' });
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('رقم البطاقة');
    // Card numbers stay left to right inside a right-to-left page.
    expect(page.body).toMatch(/id="number"[^>]*dir="ltr"/);
  });

  it('refuses a bad mode, key, account or origin, and escapes what it repeats', async () => {
    const bad: Record<string, string>[] = [
      { mode: 'charge', key: 'pk_test_atrium_sandbox' },
      { key: 'sk_test_atrium_sandbox' },
      { key: 'pk_test_atrium_sandbox', account: 'x"><script>' },
      { key: 'pk_test_atrium_sandbox', origin: 'javascript:alert(1)' },
      { key: 'pk_test_atrium_sandbox', origin: 'https://a.example/path' },
    ];
    for (const query of bad) {
      expect((await frame(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    const accent = await frame({ key: 'pk_test_atrium_sandbox', accent: 'red;}</style><script>' });
    expect(accent.statusCode).toBe(200);
    expect(accent.body).not.toContain('</style><script>');
  });

  it('sends its script as valid JavaScript', () => {
    expect(() => new Function(CARD_FRAME_SCRIPT)).not.toThrow();
  });
});
