import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CrmCustomMenuInput, crmQueryTime } from './crm-api';
import { CRM_API_VERSION, type CrmClientOptions, createCrmClient } from './crm-client';
import { CrmApiError, CrmAuthError, CrmRateLimitError } from './crm-errors';
import { crmChooseLocationUrl } from './crm-oauth';
import { rejectionOf } from './test-errors';

/**
 * The client against a real HTTP server on port 0 that records what arrives and answers with the shapes of the
 * CRM's OpenAPI documents (or whatever a test queues). Waits go through an injected sleep, so they cost nothing.
 */

type Seen = { method: string; url: URL; headers: IncomingHttpHeaders; body: string };
type Reply = { status?: number; headers?: Record<string, string>; json?: unknown; text?: string; hangUp?: boolean };

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let replies: Reply[] = [];
let sleeps: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://crm.test'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.shift() ?? { status: 500, json: { message: 'no reply queued' } };
      if (reply.hangUp) {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.text ?? JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  replies = [];
  sleeps = [];
});

const client = (options: Partial<CrmClientOptions> = {}) =>
  createCrmClient({
    apiUrl: baseUrl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
    ...options,
  });

const reply = (...queued: Reply[]) => replies.push(...queued);
/** The request the server received at this position. */
const received = (index = 0): Seen => {
  const request = seen[index];
  if (!request) throw new Error(`the server received no request #${index}`);
  return request;
};
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

const companyId = 'GNb7aIv4rQFVb9iwNl5K';
const locationId = 've9EPM428h8vShlRW1KT';
const accessToken = 'at-3f9c2e7b1d5a4c8e9f0a1b2c3d4e5f60';
const tokenAnswer = {
  access_token: accessToken,
  token_type: 'Bearer',
  expires_in: 86399,
  refresh_token: 'rt-8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b',
  scope: 'locations.readonly users.readonly',
  userType: 'Company',
  companyId,
  userId: 'MKQJ7wOVVmNOMvrnKKKK',
  approvedLocations: [locationId],
};

describe('OAuth', () => {
  it('exchanges a code with a form body, the Version header and no bearer', async () => {
    reply({ json: tokenAnswer });
    const token = await client().exchangeCode({
      clientId: 'client-1',
      clientSecret: 'secret-1',
      code: 'code-1',
      redirectUri: 'https://apps.atrium.test/integrations/crm_sync',
      userType: 'Company',
    });
    expect(token).toMatchObject({ access_token: accessToken, expires_in: 86399, userType: 'Company', companyId });
    const request = received();
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/oauth/token');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.version).toBe(CRM_API_VERSION);
    expect(request.headers.authorization).toBeUndefined();
    expect(form(request.body)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      grant_type: 'authorization_code',
      code: 'code-1',
      user_type: 'Company',
      redirect_uri: 'https://apps.atrium.test/integrations/crm_sync',
    });
  });

  it('refreshes with the refresh_token grant and leaves out an absent redirect_uri', async () => {
    reply({ json: { ...tokenAnswer, userType: 'Location', locationId } });
    const token = await client().refreshToken({
      clientId: 'client-1',
      clientSecret: 'secret-1',
      refreshToken: 'rt-old',
      userType: 'Location',
    });
    expect(token.locationId).toBe(locationId);
    expect(form(received(0).body)).toEqual({
      client_id: 'client-1',
      client_secret: 'secret-1',
      grant_type: 'refresh_token',
      refresh_token: 'rt-old',
      user_type: 'Location',
    });
  });

  it('turns a refused refresh token into CrmAuthError without echoing the token, and never retries it', async () => {
    reply({ status: 400, json: { error: 'invalid_grant', error_description: 'Invalid grant: refresh token is invalid' } });
    const error = await rejectionOf(
      client().refreshToken({ clientId: 'c', clientSecret: 's', refreshToken: 'rt-spent', userType: 'Company' }),
    );
    expect(error).toBeInstanceOf(CrmAuthError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_grant', crmMessage: 'Invalid grant: refresh token is invalid' });
    expect(error.message).toBe('The CRM answered 400 (refreshToken)');
    expect(seen).toHaveLength(1);
  });

  it('never retries a token request whose answer was lost: the refresh token may be spent', async () => {
    reply({ hangUp: true }, { json: tokenAnswer });
    const error = await rejectionOf(
      client().refreshToken({ clientId: 'c', clientSecret: 's', refreshToken: 'rt-1', userType: 'Company' }),
    );
    expect(error).toBeInstanceOf(CrmApiError);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(seen).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('mints a location token from an agency token', async () => {
    reply({
      json: {
        access_token: 'lt-1',
        token_type: 'Bearer',
        expires_in: 86399,
        scope: 'contacts.readonly',
        locationId,
        userId: 'u1',
      },
    });
    const token = await client().locationToken({ accessToken, companyId, locationId });
    expect(token).toMatchObject({ access_token: 'lt-1', locationId });
    expect(received(0).url.pathname).toBe('/oauth/locationToken');
    expect(received(0).headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(received(0).headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form(received(0).body)).toEqual({ companyId, locationId });
  });

  it('lists installed locations with the documented query', async () => {
    reply({
      json: {
        locations: [{ _id: locationId, name: 'Summit Dental Downtown', address: '12 Main St', isInstalled: true }],
        count: 6,
        installToFutureLocations: false,
      },
    });
    const answer = await client().installedLocations({ accessToken, companyId, appId: 'app-1', isInstalled: true, limit: 50 });
    expect(answer.locations[0]).toMatchObject({ _id: locationId, isInstalled: true });
    expect(answer.count).toBe(6);
    expect(Object.fromEntries(received(0).url.searchParams)).toEqual({
      companyId,
      appId: 'app-1',
      isInstalled: 'true',
      limit: '50',
    });
  });

  it("builds the consent screen's address on the marketplace host", () => {
    const url = new URL(
      crmChooseLocationUrl({
        marketplaceUrl: 'https://marketplace.crm.test/',
        clientId: 'client-1',
        redirectUri: 'https://apps.atrium.test/integrations/associate',
        scopes: ['locations.readonly', 'users.readonly'],
        state: 'abc.def',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://marketplace.crm.test/oauth/chooselocation');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://apps.atrium.test/integrations/associate',
      scope: 'locations.readonly users.readonly',
      state: 'abc.def',
    });
  });
});

const location = {
  id: locationId,
  companyId,
  name: 'Summit Dental Downtown',
  email: 'office@summitdental.test',
  timezone: 'America/Denver',
};
const user = {
  id: 'u-emma-000000000001',
  name: 'Emma Stone',
  firstName: 'Emma',
  lastName: 'Stone',
  email: 'emma@summitdental.test',
  roles: { type: 'account', role: 'admin', locationIds: [locationId] },
};
const contact = {
  id: 'c-00000000000000000001',
  locationId,
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@example.test',
  tags: ['vip'],
};
const menuInput: CrmCustomMenuInput = {
  title: 'Atrium',
  url: 'https://apps.atrium.test/app/crm',
  icon: { name: 'rocket', fontFamily: 'fas' },
  showOnCompany: false,
  showOnLocation: true,
  showToAllLocations: false,
  locations: [locationId],
  openMode: 'iframe',
  userRole: 'all',
};
const menu = { id: '62e589c1-c456-47e1-a9a7-cb8900014311', ...menuInput };

describe('API reads', () => {
  it.each([
    {
      name: 'getCompany',
      call: () => client().getCompany({ accessToken, companyId }),
      answer: { company: { id: companyId, name: 'Summit Growth Agency', email: 'olivia@summitgrowth.test' } },
      path: `/companies/${companyId}`,
      query: {},
      expected: { id: companyId, name: 'Summit Growth Agency' },
    },
    {
      name: 'getLocation',
      call: () => client().getLocation({ accessToken, locationId }),
      answer: { location },
      path: `/locations/${locationId}`,
      query: {},
      expected: location,
    },
    {
      name: 'searchLocations',
      call: () => client().searchLocations({ accessToken, companyId, skip: 10, limit: 10 }),
      answer: { locations: [location] },
      path: '/locations/search',
      query: { companyId, skip: '10', limit: '10' },
      expected: [location],
    },
    {
      name: 'listUsers',
      call: () => client().listUsers({ accessToken, locationId }),
      answer: { users: [user] },
      path: '/users/',
      query: { locationId },
      expected: [user],
    },
    {
      name: 'searchUsers',
      call: () => client().searchUsers({ accessToken, companyId, skip: 0, limit: 100, ids: ['a', 'b'] }),
      answer: { users: [user], count: 41 },
      path: '/users/search',
      query: { companyId, skip: '0', limit: '100', ids: 'a,b' },
      expected: { users: [user], count: 41 },
    },
    {
      name: 'listContacts',
      call: () => client().listContacts({ accessToken, locationId, limit: 100, startAfter: 1603870249758, startAfterId: 'x1' }),
      answer: { contacts: [contact], meta: { total: 120, startAfter: 1603870249999, startAfterId: contact.id, nextPage: 2 } },
      path: '/contacts/',
      query: { locationId, limit: '100', startAfter: '1603870249758', startAfterId: 'x1' },
      expected: { contacts: [contact], meta: { total: 120, startAfterId: contact.id } },
    },
    {
      name: 'listWorkflows',
      call: () => client().listWorkflows({ accessToken, locationId }),
      answer: { workflows: [{ id: 'w1', name: 'New lead nurture', status: 'published', version: 2, locationId }] },
      path: '/workflows/',
      query: { locationId },
      expected: [{ id: 'w1', name: 'New lead nurture', status: 'published' }],
    },
    {
      name: 'listProducts',
      call: () => client().listProducts({ accessToken, locationId, limit: 20, offset: 40 }),
      answer: {
        products: [{ _id: 'p1', name: 'Whitening kit', locationId, productType: 'PHYSICAL', createdAt: '2026-01-01T00:00:00Z' }],
        total: [{ total: 41 }],
      },
      path: '/products/',
      query: { locationId, limit: '20', offset: '40' },
      expected: { products: [{ _id: 'p1', name: 'Whitening kit' }], total: [{ total: 41 }] },
    },
    {
      name: 'listCustomMenus',
      call: () => client().listCustomMenus({ accessToken, locationId, showOnCompany: false }),
      answer: { customMenus: [menu], totalLinks: 1 },
      path: '/custom-menus/',
      query: { locationId, showOnCompany: 'false' },
      expected: { customMenus: [menu], totalLinks: 1 },
    },
    {
      name: 'listSnapshots',
      call: () => client().listSnapshots({ accessToken, companyId }),
      answer: { snapshots: [{ id: 's1', name: 'Dental practice starter', type: 'own' }] },
      path: '/snapshots/',
      query: { companyId },
      expected: [{ id: 's1', name: 'Dental practice starter', type: 'own' }],
    },
    {
      name: 'getSnapshotPushes',
      call: () =>
        client().getSnapshotPushes({
          accessToken,
          companyId,
          snapshotId: 's1',
          from: new Date('2026-11-26T00:00:00Z'),
          to: new Date('2026-11-26T23:59:00Z'),
          limit: 10,
        }),
      answer: { data: [{ id: 'p1', locationId, status: 'processing', dateAdded: '10/28/2022, 6:24:54 PM' }] },
      path: '/snapshots/snapshot-status/s1',
      query: { companyId, from: '11-26-2026 12:00 AM', to: '11-26-2026 11:59 PM', lastDoc: '', limit: '10' },
      expected: [{ id: 'p1', locationId, status: 'processing' }],
    },
    {
      // A real CRM's answer lists completed and pending only (no `failed`): it still passes.
      name: 'getLatestSnapshotPush',
      call: () => client().getLatestSnapshotPush({ accessToken, companyId, snapshotId: 's1', locationId }),
      answer: { data: { id: 'p1', locationId, status: 'processing', completed: ['forms'], pending: ['tags'] } },
      path: `/snapshots/snapshot-status/s1/location/${locationId}`,
      query: { companyId },
      expected: { id: 'p1', completed: ['forms'], pending: ['tags'] },
    },
  ])('$name sends GET $path with the bearer and Version, and returns the documented shape', async (row) => {
    reply({ json: row.answer });
    const value = await row.call();
    expect(value).toMatchObject(row.expected);
    const request = received();
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe(row.path);
    expect(Object.fromEntries(request.url.searchParams)).toEqual(row.query);
    expect(request.headers.authorization).toBe(`Bearer ${accessToken}`);
    expect(request.headers.version).toBe(CRM_API_VERSION);
    expect(request.headers.accept).toBe('application/json');
  });

  it('makes a snapshot share link with the documented body, lists joined by commas', async () => {
    reply({ status: 201, json: { id: 'share1', shareLink: 'https://crm.test/?share=share1' } });
    const link = await client().createSnapshotShareLink({
      accessToken,
      companyId,
      snapshotId: 's1',
      shareType: 'location_link',
      shareLocationIds: ['loc1', 'loc2'],
    });
    expect(link).toEqual({ id: 'share1', shareLink: 'https://crm.test/?share=share1' });
    const request = received(0);
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/snapshots/share/link');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ companyId });
    expect(JSON.parse(request.body)).toEqual({ snapshot_id: 's1', share_type: 'location_link', share_location_id: 'loc1,loc2' });
  });

  it('writes query times the way snapshots.json does', () => {
    expect(crmQueryTime(new Date('2022-10-10T00:00:00Z'))).toBe('10-10-2022 12:00 AM');
    expect(crmQueryTime(new Date('2023-12-18T23:59:00Z'))).toBe('12-18-2023 11:59 PM');
    expect(crmQueryTime(new Date('2023-01-02T12:05:00Z'))).toBe('01-02-2023 12:05 PM');
  });

  it('keeps fields the documents do not list, and encodes ids in paths', async () => {
    reply({ json: { location: { ...location, brandNewField: { nested: true } } } });
    const value = await client().getLocation({ accessToken, locationId: 'a/b?c' });
    expect(value).toMatchObject({ brandNewField: { nested: true } });
    expect(received(0).url.pathname).toBe('/locations/a%2Fb%3Fc');
  });

  it('works under a base address with a path, as a proxied sandbox may have', async () => {
    reply({ json: { snapshots: [] } });
    await client({ apiUrl: `${baseUrl}/crm-api/` }).listSnapshots({ accessToken, companyId });
    expect(received(0).url.pathname).toBe('/crm-api/snapshots/');
  });
});

describe('API writes', () => {
  it('searches contacts with a JSON body and a default page size', async () => {
    reply({ json: { contacts: [{ ...contact, searchAfter: [1717700097221, contact.id] }], total: 120 } });
    const answer = await client().searchContacts({ accessToken, locationId, page: 2, query: 'ada' });
    expect(answer.total).toBe(120);
    expect(answer.contacts[0]?.searchAfter).toEqual([1717700097221, contact.id]);
    expect(received(0).method).toBe('POST');
    expect(received(0).url.pathname).toBe('/contacts/search');
    expect(received(0).headers['content-type']).toBe('application/json');
    expect(JSON.parse(received(0).body)).toEqual({ locationId, page: 2, query: 'ada', pageLimit: 100 });
  });

  it('upserts a contact and says whether it is new', async () => {
    reply({ status: 201, json: { new: true, contact, traceId: 't-1' } });
    const answer = await client().upsertContact({
      accessToken,
      contact: { locationId, firstName: 'Ada', lastName: 'Byron', email: 'ada@example.test', tags: ['vip'] },
    });
    expect(answer).toMatchObject({ new: true, contact: { id: contact.id } });
    expect(received(0).url.pathname).toBe('/contacts/upsert');
    expect(JSON.parse(received(0).body)).toEqual({
      locationId,
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.test',
      tags: ['vip'],
    });
  });

  it('creates and deletes a custom menu link', async () => {
    reply({ status: 201, json: { customMenu: menu } }, { json: { success: true, deletedMenuId: menu.id } });
    const created = await client().createCustomMenu({ accessToken, menu: menuInput });
    expect(created).toMatchObject({ id: menu.id, openMode: 'iframe' });
    expect(JSON.parse(received(0).body)).toEqual(menuInput);
    const deleted = await client().deleteCustomMenu({ accessToken, customMenuId: menu.id });
    expect(deleted).toMatchObject({ success: true, deletedMenuId: menu.id });
    expect(received(1).method).toBe('DELETE');
    expect(received(1).url.pathname).toBe(`/custom-menus/${menu.id}`);
  });
});

describe('rate limits (429)', () => {
  it('waits the Retry-After seconds, then succeeds', async () => {
    reply({ status: 429, headers: { 'retry-after': '2' } }, { json: { snapshots: [] } });
    await client().listSnapshots({ accessToken, companyId });
    expect(sleeps).toEqual([2000]);
    expect(seen).toHaveLength(2);
  });

  it('reads Retry-After as an HTTP date', async () => {
    const now = Date.parse('2026-11-26T20:00:00Z');
    reply({ status: 429, headers: { 'retry-after': 'Thu, 26 Nov 2026 20:00:07 GMT' } }, { json: { snapshots: [] } });
    await client({ now: () => now }).listSnapshots({ accessToken, companyId });
    expect(sleeps).toEqual([7000]);
  });

  it("waits out the burst window when the CRM's headers say it is used up", async () => {
    reply(
      {
        status: 429,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-max': '100', 'x-ratelimit-interval-milliseconds': '10000' },
      },
      { json: { snapshots: [] } },
    );
    await client().listSnapshots({ accessToken, companyId });
    expect(sleeps).toEqual([10000]);
  });

  it('backs off exponentially with jitter without headers, and gives up after maxRetries', async () => {
    reply({ status: 429 }, { status: 429 }, { status: 429 }, { status: 429 });
    const error = await rejectionOf(client({ random: () => 0.5 }).listSnapshots({ accessToken, companyId }));
    expect(error).toBeInstanceOf(CrmRateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' });
    expect((error as CrmRateLimitError).retryAfterMs).toBeGreaterThan(0);
    // attempts 0, 1, 2: ceilings 500, 1000, 2000; with random 0.5 each wait is three quarters of its ceiling.
    expect(sleeps).toEqual([375, 750, 1500]);
    expect(seen).toHaveLength(4);
  });

  it('retries a 429 on a POST too: the CRM did not act on it', async () => {
    reply({ status: 429, headers: { 'retry-after': '1' } }, { json: { new: false, contact } });
    const answer = await client().upsertContact({ accessToken, contact: { locationId, email: 'ada@example.test' } });
    expect(answer.new).toBe(false);
    expect(seen).toHaveLength(2);
  });

  it('does not sleep through the daily cap', async () => {
    reply({ status: 429, headers: { 'x-ratelimit-daily-remaining': '0', 'x-ratelimit-limit-daily': '200000' } });
    const error = await rejectionOf(client().listSnapshots({ accessToken, companyId }));
    expect(error).toMatchObject({ code: 'daily_limit', retryAfterMs: undefined });
    expect(sleeps).toEqual([]);
  });

  it('hands a wait longer than maxWaitMs to the caller instead of sleeping', async () => {
    reply({ status: 429, headers: { 'retry-after': '120' } });
    const error = await rejectionOf(client({ maxWaitMs: 60_000 }).listSnapshots({ accessToken, companyId }));
    expect(error).toBeInstanceOf(CrmRateLimitError);
    expect((error as CrmRateLimitError).retryAfterMs).toBe(120_000);
    expect(sleeps).toEqual([]);
  });

  it('respects maxRetries 0', async () => {
    reply({ status: 429, headers: { 'retry-after': '1' } });
    await expect(client({ maxRetries: 0 }).listSnapshots({ accessToken, companyId })).rejects.toBeInstanceOf(CrmRateLimitError);
    expect(seen).toHaveLength(1);
  });
});

describe('other failures', () => {
  it('turns a 401 into CrmAuthError at once, for the caller to refresh', async () => {
    reply({ status: 401, json: { statusCode: 401, message: 'Invalid JWT', error: 'Unauthorized' } });
    const error = await rejectionOf(client().getLocation({ accessToken, locationId }));
    expect(error).toBeInstanceOf(CrmAuthError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized', crmMessage: 'Invalid JWT' });
    expect(seen).toHaveLength(1);
  });

  it('tells a token without the scope apart from an expired one', async () => {
    reply({ status: 401, json: { statusCode: 401, message: 'The token is not authorized for this scope.' } });
    const error = await rejectionOf(client().listWorkflows({ accessToken, locationId }));
    expect(error).toBeInstanceOf(CrmAuthError);
    expect(error).toMatchObject({ status: 401, code: 'scope_not_authorized' });
  });

  it('retries a 5xx for a GET, honouring Retry-After', async () => {
    reply({ status: 503, headers: { 'retry-after': '3' } }, { status: 500 }, { json: { location } });
    const value = await client().getLocation({ accessToken, locationId });
    expect(value.id).toBe(locationId);
    expect(sleeps).toEqual([3000, 500]);
  });

  it('does not retry a 5xx for a POST', async () => {
    reply({ status: 502, json: { message: 'Bad gateway' } }, { json: { new: true, contact } });
    const error = await rejectionOf(client().upsertContact({ accessToken, contact: { locationId, email: 'ada@example.test' } }));
    expect(error).toMatchObject({ status: 502, code: 'http_502' });
    expect(seen).toHaveLength(1);
  });

  it('retries a GET whose connection dropped, up to maxRetries, then reports a network error', async () => {
    reply({ hangUp: true }, { json: { snapshots: [] } });
    await client().listSnapshots({ accessToken, companyId });
    expect(seen).toHaveLength(2);

    seen = [];
    reply({ hangUp: true }, { hangUp: true });
    const error = await rejectionOf(client({ maxRetries: 1 }).listSnapshots({ accessToken, companyId }));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect(seen).toHaveLength(2);
  });

  it('reports the CRM validation message apart from its own, with a list joined', async () => {
    reply({
      status: 422,
      json: { statusCode: 422, message: ['email must be an email', 'phone is invalid'], error: 'Unprocessable Entity' },
    });
    const error = await rejectionOf(client().upsertContact({ accessToken, contact: { locationId, email: 'nope' } }));
    expect(error).toMatchObject({
      status: 422,
      code: 'unprocessable_entity',
      crmMessage: 'email must be an email; phone is invalid',
    });
    expect(error.message).toBe('The CRM answered 422 (upsertContact)');
  });

  it('refuses an answer that does not match its documented shape, naming paths but not values', async () => {
    reply({ json: { location: { id: 12345, name: 'Summit Dental Downtown', email: 'private@summitdental.test' } } });
    const error = await rejectionOf(client().getLocation({ accessToken, locationId }));
    expect(error).toBeInstanceOf(CrmApiError);
    expect(error).toMatchObject({ status: 200, code: 'unexpected_response' });
    const issues = (error as CrmApiError).issues ?? [];
    expect(issues.map((issue) => issue.path).sort()).toEqual(['location.companyId', 'location.id']);
    expect(JSON.stringify(issues)).not.toContain('12345');
    expect(JSON.stringify(issues)).not.toContain('private@');
  });

  it('refuses a success that is not JSON', async () => {
    reply({ text: '<html>maintenance</html>', headers: { 'content-type': 'text/html' } });
    await expect(client().listSnapshots({ accessToken, companyId })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('never puts the token or a query value in an error message', async () => {
    reply({ status: 403, json: { message: 'The token does not have access to this location' } });
    const error = await rejectionOf(client().searchLocations({ accessToken, companyId, email: 'owner@summitdental.test' }));
    expect(error.message).not.toContain(accessToken);
    expect(error.message).not.toContain('owner@');
    expect(error).toMatchObject({ status: 403, code: 'http_403' });
  });

  it('refuses an apiUrl that is not an address', () => {
    expect(() => createCrmClient({ apiUrl: 'not a url' })).toThrow();
  });
});
