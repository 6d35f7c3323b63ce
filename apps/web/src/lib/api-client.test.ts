import { EARLY_GETS_BLOCK_ID, EARLY_GETS_SCRIPT } from '@atrium/contracts/early-gets';
import { endpoint } from '@atrium/contracts/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FIRST_LOAD } from '@/app/first-load';
import { stubFetch } from '@/test/app-harness';
import { ApiError, apiFetch, callEndpoint, endpointUrl } from './api-client';
import { onUpgradeRequired } from './upgrade-events';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const ZThing = z.object({ _id: z.string(), name: z.string() });
const getPart = endpoint({
  method: 'GET',
  path: '/api/v1/things/:thingId/parts/:partId',
  tag: 'T',
  summary: 's',
  auth: 'public',
  data: ZThing,
});
const listThings = endpoint({
  method: 'GET',
  path: '/api/v1/things',
  tag: 'T',
  summary: 's',
  auth: 'public',
  query: z.object({ q: z.string().optional(), limit: z.number().optional() }),
  list: ZThing,
});
const createThing = endpoint({
  method: 'POST',
  path: '/api/v1/things',
  tag: 'T',
  summary: 's',
  auth: 'user',
  status: 201,
  body: z.object({ name: z.string() }),
  data: ZThing,
});
const importThings = endpoint({
  method: 'POST',
  path: '/api/v1/things/import',
  tag: 'T',
  summary: 's',
  auth: 'user',
  contentType: 'text/csv',
  body: z.string(),
  data: z.object({ rows: z.number() }),
});
const dropThing = endpoint({ method: 'DELETE', path: '/api/v1/things/:id', tag: 'T', summary: 's', auth: 'user', empty: true });
const publishThing = endpoint({
  method: 'POST',
  path: '/api/v1/things/:id/publish',
  tag: 'T',
  summary: 's',
  auth: 'user',
  data: ZThing,
});
const defaultApps = endpoint({
  method: 'GET',
  path: '/api/v1/app/default_apps',
  tag: 'T',
  summary: 's',
  auth: 'public',
  raw: z.unknown(),
});
const signIn = endpoint({
  method: 'POST',
  path: '/api/v1/auth/login',
  tag: 'T',
  summary: 's',
  auth: 'public',
  body: z.object({ email: z.string(), password: z.string() }),
  data: z.object({ token: z.string() }),
});

/** What the server's page does for a route with early GETs (web-index.ts): the data block, then the script. */
function startEarlyGets(urls: string[]) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = EARLY_GETS_BLOCK_ID;
  block.textContent = JSON.stringify(urls);
  document.head.append(block);
  new Function(EARLY_GETS_SCRIPT)();
  block.remove();
}

describe('apiFetch(endpoint, input)', () => {
  it('fills and encodes the path parameters and appends the query', () => {
    expect(endpointUrl(getPart, { thingId: 'a/b', partId: 'c d' })).toBe('/api/v1/things/a%2Fb/parts/c%20d');
    expect(endpointUrl(listThings, undefined, { q: 'x y', limit: 5, none: undefined })).toBe('/api/v1/things?q=x+y&limit=5');
    expect(() => endpointUrl(getPart, { thingId: 'a' } as never)).toThrow(/missing path parameter partId/);
  });

  it('is typed by the endpoint', () => {
    stubFetch(() => ({ body: {} }));
    // @ts-expect-error the path names two parameters
    void apiFetch(getPart, { params: { thingId: 't' }, token: null }).catch(() => {});
    // @ts-expect-error a create needs its body
    void apiFetch(createThing, { token: null }).catch(() => {});
    // @ts-expect-error the body is checked against the contract
    void apiFetch(createThing, { body: { title: 'x' }, token: null }).catch(() => {});
  });

  it('removes the data envelope of an item and keeps a page whole', async () => {
    const thing = { _id: '1', name: 'one' };
    stubFetch((call) => ({
      body: call.url.includes('/parts/') ? { data: thing } : { data: [thing], meta: { total: 1, nextCursor: null } },
    }));
    await expect(apiFetch(getPart, { params: { thingId: 't', partId: 'p' }, token: null })).resolves.toEqual(thing);
    await expect(apiFetch(listThings, { query: { q: 'o' }, token: null })).resolves.toEqual({
      data: [thing],
      meta: { total: 1, nextCursor: null },
    });
  });

  it('sends the method and the body, and the stored token', async () => {
    localStorage.setItem('token', 'stored');
    const { calls } = stubFetch(() => ({ status: 201, body: { data: { _id: '2', name: 'new' } } }));
    await expect(apiFetch(createThing, { body: { name: 'new' } })).resolves.toEqual({ _id: '2', name: 'new' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/things', method: 'POST', body: { name: 'new' } });
    expect(calls[0]?.headers.Authorization).toBe('Bearer stored');
    localStorage.removeItem('token');
  });

  it('resolves an empty answer to undefined and throws the server error otherwise', async () => {
    stubFetch((call) =>
      call.url.endsWith('/ok')
        ? { status: 204 }
        : { status: 404, body: { error: { code: 'not_found', message: 'Thing not found' } } },
    );
    await expect(apiFetch(dropThing, { params: { id: 'ok' }, token: null })).resolves.toBeUndefined();
    const failed = await callEndpoint(dropThing, { params: { id: 'gone' }, token: null });
    expect(failed.ok).toBe(false);
    await expect(apiFetch(dropThing, { params: { id: 'gone' }, token: null })).rejects.toBeInstanceOf(ApiError);
  });

  it('sends a text body of another media type as it is', async () => {
    const { calls } = stubFetch(() => ({ body: { data: { rows: 2 } } }));
    await expect(apiFetch(importThings, { body: 'name\none\ntwo', token: null })).resolves.toEqual({ rows: 2 });
    expect(calls[0]?.headers['Content-Type']).toBe('text/csv');
    expect(calls[0]?.body).toBe('name\none\ntwo');
  });
});

describe('sending', () => {
  it('sends JSON with the content type, also on GET', async () => {
    const { calls } = stubFetch(() => ({ body: { data: [] } }));
    await callEndpoint(listThings, { token: null });
    await callEndpoint(createThing, { body: { name: 'Hi' }, token: null });
    expect(calls[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]).toMatchObject({ method: 'POST', body: { name: 'Hi' } });
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
  });

  it('sends a preloaded GET as the page preloaded it: no custom headers, no token, the same URL', async () => {
    localStorage.setItem('token', 'stored-token');
    const { calls } = stubFetch(() => ({ body: {} }));
    await callEndpoint(defaultApps, { preloaded: true });
    expect(calls[0]).toMatchObject({ url: FIRST_LOAD['/']?.data[0], method: 'GET', headers: {} });
    localStorage.removeItem('token');
  });

  it("takes the answer of a GET the page's script started, once, when the call's headers are the ones it went with", async () => {
    const { calls } = stubFetch((call) => ({ body: { data: [{ _id: String(calls.indexOf(call)), name: 'A' }] } }));
    const url = FIRST_LOAD['/podcast']?.early[0] ?? '';
    const early = endpoint({ method: 'GET', path: url, tag: 'T', summary: 's', auth: 'public', data: z.array(ZThing) });
    startEarlyGets([url]);
    expect(calls).toHaveLength(1);
    const first = await callEndpoint(early);
    expect(first).toMatchObject({ ok: true, data: [{ _id: '0' }] });
    expect(calls).toHaveLength(1);
    // Taken once: the next call asks the network.
    await callEndpoint(early);
    expect(calls).toHaveLength(2);
    // Signed in meanwhile: the early answer was asked for without the token, so the call asks again, with it.
    startEarlyGets([url]);
    localStorage.setItem('token', 'stored-token');
    const signedIn = await callEndpoint(early);
    expect(signedIn).toMatchObject({ ok: true, data: [{ _id: '3' }] });
    expect(calls[3]?.headers.Authorization).toBe('Bearer stored-token');
    localStorage.removeItem('token');
  });

  it("takes a signed-in page's early GET: the script sends the stored token as the app does", async () => {
    localStorage.setItem('token', 'stored-token');
    const { calls } = stubFetch(() => ({ body: { data: [] } }));
    const url = '/api/v1/early-signed-in';
    startEarlyGets([url]);
    const result = await callEndpoint(
      endpoint({ method: 'GET', path: url, tag: 'T', summary: 's', auth: 'public', data: z.array(ZThing) }),
    );
    expect(result).toMatchObject({ ok: true, data: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.Authorization).toBe('Bearer stored-token');
    localStorage.removeItem('token');
  });

  it('reports a failed early GET to the call that takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const url = '/api/v1/early-failure';
    startEarlyGets([url]);
    const result = await callEndpoint(
      endpoint({ method: 'GET', path: url, tag: 'T', summary: 's', auth: 'public', data: z.array(ZThing) }),
    );
    expect(result).toMatchObject({ ok: false, error: { status: 0, code: 'network_error', message: 'Failed to fetch' } });
  });

  it('declares no JSON body on a bodiless POST (an empty JSON body is a 400)', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    await callEndpoint(publishThing, { params: { id: '1' }, token: null });
    await callEndpoint(dropThing, { params: { id: '1' }, token: null });
    expect(calls.map((c) => c.headers['Content-Type'])).toEqual([undefined, undefined]);
    expect(calls.map((c) => c.body)).toEqual([undefined, undefined]);
  });

  it('sends the api key header when given', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    await callEndpoint(publishThing, { params: { id: '1' }, apiKey: 'key-1', token: null });
    expect(calls[0]?.headers.apikey).toBe('key-1');
  });

  it('uses the stored token by default, an explicit one when given, and none for null', async () => {
    localStorage.setItem('token', 'stored-token');
    const { calls } = stubFetch(() => ({ body: {} }));
    await callEndpoint(listThings);
    await callEndpoint(listThings, { token: 'explicit' });
    await callEndpoint(listThings, { token: null });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer stored-token', 'Bearer explicit', undefined]);
  });

  it('returns the data and status on success', async () => {
    stubFetch(() => ({ status: 201, body: { data: { ok: true } } }));
    await expect(callEndpoint(createThing, { body: { name: 'x' }, token: null })).resolves.toEqual({
      ok: true,
      status: 201,
      data: { ok: true },
    });
  });

  it('returns a 401 as an error carrying the server data, without throwing', async () => {
    const body = { error: { code: 'unauthorized', message: 'Invalid email or password' } };
    stubFetch(() => ({ status: 401, body }));
    const result = await callEndpoint(createThing, { body: { name: 'x' }, token: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Invalid email or password', data: body });
  });

  it('turns a failed fetch into a network_error holding the raw error', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(cause));
    const result = await callEndpoint(listThings, { token: null });
    expect(result).toMatchObject({
      ok: false,
      error: { status: 0, code: 'network_error', data: cause, message: 'Failed to fetch' },
    });
  });

  it('announces plan_required answers to the upgrade listeners', async () => {
    const listener = vi.fn();
    const off = onUpgradeRequired(listener);
    stubFetch(() => ({ status: 403, body: { error: { code: 'plan_required', message: 'Upgrade to Pro' } } }));
    await callEndpoint(listThings, { token: null });
    off();
    expect(listener).toHaveBeenCalledWith({ source: 'api', message: 'Upgrade to Pro' });
  });

  it('logs in development, but never the token or passwords', async () => {
    vi.stubEnv('MODE', 'development');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    stubFetch(() => ({ body: { data: { token: 'secret-token' } } }));
    await callEndpoint(signIn, { body: { email: 'a@b.co', password: 'hunter22' }, token: 'secret-token' });
    const logged = JSON.stringify(debug.mock.calls);
    expect(logged).not.toContain('hunter22');
    expect(logged).not.toContain('secret-token');
    expect(logged).toContain('a@b.co');
  });
});
