import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptSsoPayload, readSsoUserData } from '../sso-payload';
import { SANDBOX_DEMO_PASSWORD } from './demo-data';
import { apiHeaders, createTestSandbox, TEST_ATRIUM_URL, type TestSandbox } from './test-sandbox';

let t: TestSandbox;
let dental: string;
let locationLink: string;
let agencyLink: string;
beforeAll(async () => {
  t = await createTestSandbox();
  dental = t.summit.locations[0]!.id;
  const app = await t.token({ clientKey: 'app', companyId: t.summit.id });
  const create = async (body: Record<string, unknown>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/custom-menus/',
        headers: apiHeaders(app),
        payload: {
          icon: { name: 'store', fontFamily: 'fas' },
          openMode: 'iframe',
          userRole: 'all',
          showOnCompany: false,
          showOnLocation: true,
          showToAllLocations: false,
          locations: [],
          ...body,
        },
      })
    ).json().customMenu.id as string;
  locationLink = await create({
    title: 'Atrium',
    url: `${TEST_ATRIUM_URL}/embedded?location={{location.id}}`,
    locations: [dental],
  });
  agencyLink = await create({
    title: 'Atrium for agencies',
    url: `${TEST_ATRIUM_URL}/embedded/agency`,
    showOnCompany: true,
    showOnLocation: false,
  });
});
afterAll(async () => {
  await t?.close();
});

/** Signs in on the sandbox's own sign-in form; returns the Cookie header of the session. */
async function signIn(email: string, password = SANDBOX_DEMO_PASSWORD, next = '/v2/') {
  const form = await t.app.inject({ method: 'GET', url: '/v2/signin' });
  const csrfCookie = form.cookies.find((c) => c.name === 'crm_sandbox_csrf')!.value;
  const csrf = /name="csrf" value="([^"]+)"/.exec(form.body)![1]!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/v2/signin',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crm_sandbox_csrf=${csrfCookie}` },
    payload: new URLSearchParams({ csrf, email, password, next }).toString(),
  });
  const session = response.cookies.find((c) => c.name === 'crm_sandbox_session');
  return { response, cookie: `crm_sandbox_csrf=${csrfCookie}${session ? `; crm_sandbox_session=${session.value}` : ''}` };
}

const open = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The payload the page's script answers REQUEST_USER_DATA with (a JSON string literal in the script). */
const payloadOf = (html: string) => JSON.parse(/const payload = ("[^"]+");/.exec(html)![1]!) as string;

describe('the framing page', () => {
  it('sends a visitor who is not signed in to the sign-in form, and back', async () => {
    const url = `/v2/location/${dental}/custom-page-link/${locationLink}`;
    const response = await open(url);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/v2/signin?next=${encodeURIComponent(url)}`);
    const { response: signedIn } = await signIn('emma@summitdental.test', SANDBOX_DEMO_PASSWORD, url);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(url);
  });

  it('frames the link and answers REQUEST_USER_DATA with the signed-in user, encrypted, to the link’s origin only', async () => {
    const { cookie } = await signIn('emma@summitdental.test');
    const response = await open(`/v2/location/${dental}/custom-page-link/${locationLink}`, cookie);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<iframe id="app-frame" title="Atrium" src="${TEST_ATRIUM_URL}/embedded?location=${dental}"`);
    expect(html).toContain('Emma Diaz');
    expect(html).toContain('Summit Dental Downtown');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`frame-src ${TEST_ATRIUM_URL}`);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).toContain(`const origin = "${TEST_ATRIUM_URL}";`);
    expect(html).toContain("postMessage({ message: 'REQUEST_USER_DATA_RESPONSE', payload }, origin)");
    expect(html).not.toContain("'*'");
    const emma = t.summit.users.find((u) => u.email === 'emma@summitdental.test')!;
    expect(decryptSsoPayload(payloadOf(html), 'test-sso-secret-of-the-app')).toEqual({
      userId: emma.id,
      companyId: t.summit.id,
      role: 'admin',
      type: 'location',
      activeLocation: dental,
      userName: 'Emma Diaz',
      email: 'emma@summitdental.test',
    });
    expect(() => decryptSsoPayload(payloadOf(html), 'another-secret')).toThrow();
  });

  it('frames an agency link for an agency user, without an active location', async () => {
    const { cookie } = await signIn('olivia@summitgrowth.test');
    const response = await open(`/v2/agency/custom-page-link/${agencyLink}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(decryptSsoPayload(payloadOf(response.body), 'test-sso-secret-of-the-app')).toEqual({
      userId: t.summit.users[0]!.id,
      companyId: t.summit.id,
      role: 'admin',
      type: 'agency',
      userName: 'Olivia Bennett',
      email: 'olivia@summitgrowth.test',
    });
    // The agency's view lists only agency links.
    expect(response.body).not.toContain(`/custom-page-link/${locationLink}`);
    // Inside a location, the same agency user is in that location: what Atrium's reader expects of the payload.
    const inside = await open(`/v2/location/${dental}/custom-page-link/${locationLink}`, cookie);
    expect(readSsoUserData(payloadOf(inside.body), 'test-sso-secret-of-the-app')).toMatchObject({
      userId: t.summit.users[0]!.id,
      type: 'location',
      activeLocation: dental,
    });
  });

  it('refuses users of other locations and agencies, and links not shown there', async () => {
    const ava = await signIn('ava@summitrealty.test');
    expect((await open(`/v2/location/${dental}/custom-page-link/${locationLink}`, ava.cookie)).statusCode).toBe(403);
    expect((await open(`/v2/agency/custom-page-link/${agencyLink}`, ava.cookie)).statusCode).toBe(403);
    const mia = await signIn('mia@harbordigital.test');
    const harborView = await open(`/v2/location/${dental}/custom-page-link/${locationLink}`, mia.cookie);
    expect(harborView.statusCode).toBe(403);
    expect(harborView.body).not.toContain('const payload');
    expect((await open(`/v2/agency/custom-page-link/${agencyLink}`, mia.cookie)).statusCode).toBe(404);
    const olivia = await signIn('olivia@summitgrowth.test');
    const realty = t.summit.locations[1]!.id;
    expect((await open(`/v2/location/${realty}/custom-page-link/${locationLink}`, olivia.cookie)).statusCode).toBe(404);
  });

  it('opens a location user’s home with the menu, sends other link kinds to their address, and signs out', async () => {
    const app = await t.token({ clientKey: 'app', companyId: t.summit.id });
    const tab = await t.app.inject({
      method: 'POST',
      url: '/custom-menus/',
      headers: apiHeaders(app),
      payload: {
        title: 'Reports',
        url: `${TEST_ATRIUM_URL}/reports?user={{user.id}}`,
        icon: { name: 'chart-line', fontFamily: 'fas' },
        showOnCompany: false,
        showOnLocation: true,
        showToAllLocations: true,
        openMode: 'new_tab',
        locations: [],
        userRole: 'admin',
      },
    });
    const tabId = tab.json().customMenu.id as string;
    const { cookie } = await signIn('emma@summitdental.test');
    const home = await open('/v2/', cookie);
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe(`/v2/location/${dental}`);
    const menu = await open(`/v2/location/${dental}`, cookie);
    expect(menu.statusCode).toBe(200);
    expect(menu.body).toContain('Choose an app from the menu.');
    expect(menu.body).toContain(`href="/v2/location/${dental}/custom-page-link/${locationLink}"`);
    const emma = t.summit.users.find((u) => u.email === 'emma@summitdental.test')!;
    expect(menu.body).toContain(`href="${TEST_ATRIUM_URL}/reports?user=${emma.id}" target="_blank" rel="noopener noreferrer"`);
    const redirected = await open(`/v2/location/${dental}/custom-page-link/${tabId}`, cookie);
    expect(redirected.headers.location).toBe(`${TEST_ATRIUM_URL}/reports?user=${emma.id}`);
    // An admin-only link is not shown to a user.
    const liam = await signIn('liam@summitdental.test');
    expect((await open(`/v2/location/${dental}`, liam.cookie)).body).not.toContain('Reports');
    const csrf = /name="csrf" value="([^"]+)"/.exec(menu.body)![1]!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/v2/signout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ csrf }).toString(),
    });
    expect(out.headers.location).toBe('/v2/signin');
    expect((await open(`/v2/location/${dental}`, cookie)).statusCode).toBe(303);
  });

  it('says what went wrong on a bad sign-in and never redirects away from the CRM', async () => {
    const wrong = await signIn('emma@summitdental.test', 'not-the-password');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.body).toContain('The email or password is not right.');
    const away = await signIn('emma@summitdental.test', SANDBOX_DEMO_PASSWORD, 'https://evil.test/');
    expect(away.response.headers.location).toBe('/v2/');
  });
});
