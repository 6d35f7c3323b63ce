import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentBrowser, exchangeCode } from './test-consent';
import { createTestSandbox, type TestSandbox } from './test-sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await createTestSandbox();
});
afterAll(async () => {
  await t?.close();
});

const installsOf = async (clientKey: string, companyId: string) => {
  const { rows } = await t.pool.query<{ location_id: string | null }>(
    'SELECT location_id FROM crm_sandbox.app_installs WHERE client_key = $1 AND company_id = $2 ORDER BY location_id NULLS FIRST',
    [clientKey, companyId],
  );
  return rows.map((r) => r.location_id);
};

describe('GET /oauth/chooselocation', () => {
  it('shows the sign-in form, safe from framing, with the request carried in escaped hidden fields', async () => {
    const browser = consentBrowser(t, { clientKey: 'crm_sync', state: '"><script>alert(1)</script>' });
    const response = await browser.open();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toContain('<label for="password">Password</label>');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(browser.jar.cookies.get('crm_sandbox_csrf')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses an unknown app, an unregistered redirect address and foreign scopes with a page, never a redirect', async () => {
    const cases = [
      { input: { clientKey: 'crm_sync' as const, clientId: 'nobody000000000000000000-x' }, text: 'Unknown app' },
      {
        input: { clientKey: 'crm_sync' as const, redirectUri: 'https://evil.test/integrations/crm_sync' },
        text: 'Redirect address not allowed',
      },
      { input: { clientKey: 'support' as const, scope: 'conversations.readonly contacts.write' }, text: 'contacts.write' },
    ];
    for (const { input, text } of cases) {
      const response = await consentBrowser(t, input).open();
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain(text);
    }
  });

  it('sends an unsupported response_type back to the registered address', async () => {
    const response = await consentBrowser(t, { clientKey: 'app', responseType: 'token', state: 's1' }).open();
    expect(response.statusCode).toBe(303);
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(t.clients.app.redirectUris[0]);
    expect(url.searchParams.get('error')).toBe('unsupported_response_type');
    expect(url.searchParams.get('state')).toBe('s1');
  });
});

describe('signing in on the consent screen', () => {
  it('refuses a wrong password and an unknown email alike, and signs nobody in', async () => {
    for (const email of ['mia@harbordigital.test', 'nobody@harbordigital.test']) {
      const browser = consentBrowser(t, { clientKey: 'crm_sync' });
      await browser.open();
      const response = await browser.post('/oauth/chooselocation/signin', { email, password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('The email or password is not right.');
      expect(response.body).toContain(`value="${email}"`);
      expect(browser.jar.cookies.has('crm_sandbox_session')).toBe(false);
    }
  });

  it('refuses a form without the CSRF token', async () => {
    const browser = consentBrowser(t, { clientKey: 'crm_sync' });
    await browser.open();
    browser.setCsrf('forged-token-forged-token-forged-token-xx');
    const response = await browser.signIn('mia@harbordigital.test');
    expect(response.statusCode).toBe(403);
    expect(browser.jar.cookies.has('crm_sandbox_session')).toBe(false);
  });

  it('signs in, then offers the agency and its locations with the scopes in plain words', async () => {
    const browser = consentBrowser(t, { clientKey: 'crm_sync' });
    await browser.open();
    const signedIn = await browser.signIn('MIA@harbordigital.test');
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toMatch(/^\/oauth\/chooselocation\?/);
    const page = await browser.open();
    expect(page.body).toContain('Signed in as Mia Garcia');
    expect(page.body).toContain('The whole agency: Harbor Digital');
    for (const l of t.harbor.locations) expect(page.body).toContain(`value="${l.id}"`);
    expect(page.body).toContain('View contacts <code>contacts.readonly</code>');
    expect(page.body).toContain('Create, change and delete contacts');
  });

  it('offers a location user its own location only, never the agency', async () => {
    const browser = consentBrowser(t, { clientKey: 'support' });
    await browser.open();
    await browser.signIn('lucas@harborfitness.test');
    const page = await browser.open();
    const [fitness, home] = t.harbor.locations;
    expect(page.body).not.toContain('The whole agency');
    expect(page.body).toContain(`value="${fitness!.id}" checked`);
    expect(page.body).not.toContain(home!.id);
  });
});

describe('approving and denying', () => {
  it('denies: back to the app with access_denied and the state, nothing installed', async () => {
    const browser = consentBrowser(t, { clientKey: 'app', state: 'st-deny' });
    await browser.open();
    const response = await browser.deny();
    expect(response.statusCode).toBe(303);
    const url = new URL(response.headers.location as string);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe('st-deny');
    expect(url.searchParams.get('code')).toBeNull();
    expect(await installsOf('app', t.harbor.id)).toEqual([]);
  });

  it('approves chosen locations: installs there, announces it, redirects with a code and the state', async () => {
    const events: unknown[] = [];
    t.deps.events.on('install', (e) => {
      events.push(e);
    });
    const [fitness, home] = t.harbor.locations;
    const browser = consentBrowser(t, { clientKey: 'associate', state: 'st-1' });
    await browser.open();
    await browser.signIn('mia@harbordigital.test');
    const response = await browser.approve({ locations: [fitness!.id, home!.id] });
    expect(response.statusCode).toBe(303);
    const url = new URL(response.headers.location as string);
    expect(url.origin + url.pathname).toBe(t.clients.associate.redirectUris[0]);
    expect(url.searchParams.get('state')).toBe('st-1');
    expect(url.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect((await installsOf('associate', t.harbor.id)).sort()).toEqual([fitness!.id, home!.id].sort());
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          clientKey: 'associate',
          installType: 'Location',
          companyId: t.harbor.id,
          locationId: fitness!.id,
        }),
        expect.objectContaining({ clientKey: 'associate', installType: 'Location', locationId: home!.id }),
      ]),
    );
  });

  it('approves the whole agency: the company and every location installed', async () => {
    const browser = consentBrowser(t, { clientKey: 'app' });
    await browser.open();
    await browser.signIn('mia@harbordigital.test');
    const both = await browser.post('/oauth/chooselocation/decision', {
      decision: 'approve',
      target: 'company',
      location: t.harbor.locations[0]!.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('Choose either the whole agency or some locations, not both.');
    expect(both.body).toContain('value="company" checked');
    expect(await installsOf('app', t.harbor.id)).toEqual([]);
    const response = await browser.approve({ target: 'company' });
    expect(response.statusCode).toBe(303);
    expect(await installsOf('app', t.harbor.id)).toEqual(expect.arrayContaining([null, ...t.harbor.locations.map((l) => l.id)]));
  });

  it('refuses no location, a location of another agency, and the agency for a location user, showing why', async () => {
    const browser = consentBrowser(t, { clientKey: 'support' });
    await browser.open();
    await browser.signIn('sofia@harborhome.test');
    const none = await browser.approve({ locations: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose at least one location to install on.');
    const foreign = await browser.approve({ locations: [t.summit.locations[0]!.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('You cannot install on one of the chosen locations.');
    const agency = await browser.approve({ target: 'company' });
    expect(agency.statusCode).toBe(400);
    expect(await installsOf('support', t.harbor.id)).toEqual([]);
  });

  it('sends an approval without a sign-in back to the sign-in', async () => {
    const browser = consentBrowser(t, { clientKey: 'support' });
    await browser.open();
    const response = await browser.approve({ locations: [t.harbor.locations[0]!.id] });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/oauth\/chooselocation\?/);
  });

  it('signs out: the next visit asks to sign in again', async () => {
    const browser = consentBrowser(t, { clientKey: 'support' });
    await browser.open();
    await browser.signIn('lucas@harborfitness.test');
    expect((await browser.open()).body).toContain('Signed in as Lucas Hughes');
    const out = await browser.post('/oauth/chooselocation/signout', {});
    expect(out.statusCode).toBe(303);
    expect((await browser.open()).body).toContain('<label for="password">Password</label>');
  });

  it('gives a code the token endpoint exchanges once the app authenticates', async () => {
    const browser = consentBrowser(t, { clientKey: 'support' });
    await browser.open();
    await browser.signIn('lucas@harborfitness.test');
    const approved = await browser.approve({ locations: [t.harbor.locations[0]!.id] });
    const code = new URL(approved.headers.location as string).searchParams.get('code')!;
    const response = await exchangeCode(t, 'support', code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userType: 'Location', locationId: t.harbor.locations[0]!.id });
  });
});
