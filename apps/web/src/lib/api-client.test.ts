import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD } from '../app/first-load';
import { stubFetch } from '../test/app-harness';
import { ApiError, apiCall, apiFetch, buildApiUrl } from './api-client';
import { onUpgradeRequired } from './upgrade-events';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('buildApiUrl', () => {
  it('joins each base with the path', () => {
    expect(buildApiUrl({ path: '/exchangepodcast' })).toBe('/api/v1/exchangepodcast');
    expect(buildApiUrl({ path: 'agents', base: 'v1' })).toBe('/v1/agents');
    expect(buildApiUrl({ path: '/create_order', base: 'agencyApp' })).toBe('/api/agency_app/create_order');
  });

  it('appends a ready query string as given', () => {
    expect(buildApiUrl({ path: '/app/filter', query: 'type=crm&page=2' })).toBe('/api/v1/app/filter?type=crm&page=2');
    expect(buildApiUrl({ path: '/app/filter', query: '?a=1' })).toBe('/api/v1/app/filter?a=1');
  });

  it('encodes a query object and skips empty values', () => {
    const url = buildApiUrl({ path: '/x', query: { q: 'a b&c', limit: 20, on: true, gone: undefined, none: null } });
    expect(url).toBe('/api/v1/x?q=a+b%26c&limit=20&on=true');
    expect(buildApiUrl({ path: '/x', query: {} })).toBe('/api/v1/x');
  });
});

describe('apiCall', () => {
  it('sends JSON with the content type, also on GET', async () => {
    const { calls } = stubFetch(() => ({ body: { data: [] } }));
    await apiCall({ method: 'GET', path: '/exchangepodcast', token: null });
    await apiCall({ method: 'POST', path: '/support', body: { title: 'Hi' }, token: null });
    expect(calls[0]).toMatchObject({ method: 'GET', body: undefined });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
    expect(calls[1]).toMatchObject({ method: 'POST', body: { title: 'Hi' } });
    expect(calls[1]?.headers['Content-Type']).toBe('application/json');
  });

  it('sends a preloaded GET as the page preloaded it: no custom headers, no token, the same URL', async () => {
    localStorage.setItem('token', 'stored-token');
    const { calls } = stubFetch(() => ({ body: {} }));
    await apiCall({ method: 'GET', path: '/app/default_apps', preloaded: true });
    expect(calls[0]).toMatchObject({ url: FIRST_LOAD['/']?.data[0], method: 'GET', headers: {} });
    localStorage.removeItem('token');
  });

  it('declares no JSON body on a bodiless POST (an empty JSON body is a 400)', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    await apiCall({ method: 'POST', path: '/podcasts/1/publish', token: null });
    await apiCall({ method: 'DELETE', path: '/podcasts/1', token: null });
    expect(calls.map((c) => c.headers['Content-Type'])).toEqual([undefined, undefined]);
    expect(calls.map((c) => c.body)).toEqual([undefined, undefined]);
  });

  it('sends the api key header when given', async () => {
    const { calls } = stubFetch(() => ({ body: {} }));
    await apiCall({ method: 'POST', path: '/app_token/CheckApiKey', apiKey: 'key-1', token: null });
    expect(calls[0]?.headers.apikey).toBe('key-1');
  });

  it('uses the stored token by default, an explicit one when given, and none for null', async () => {
    localStorage.setItem('token', 'stored-token');
    const { calls } = stubFetch(() => ({ body: {} }));
    await apiCall({ method: 'GET', path: '/a' });
    await apiCall({ method: 'GET', path: '/b', token: 'explicit' });
    await apiCall({ method: 'GET', path: '/c', token: null });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer stored-token', 'Bearer explicit', undefined]);
  });

  it('returns the data and status on success', async () => {
    stubFetch(() => ({ status: 201, body: { data: { ok: true } } }));
    await expect(apiCall({ method: 'POST', path: '/x', token: null })).resolves.toEqual({
      ok: true,
      status: 201,
      data: { data: { ok: true } },
    });
  });

  it('returns a 401 as an error carrying the server data, without throwing', async () => {
    const body = { error: { code: 'unauthorized', message: 'Invalid email or password' } };
    stubFetch(() => ({ status: 401, body }));
    const result = await apiCall({ method: 'POST', path: '/auth/login', body: {}, token: null });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 401, code: 'unauthorized', message: 'Invalid email or password', data: body });
  });

  it('turns a failed fetch into a network_error holding the raw error', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(cause));
    const result = await apiCall({ method: 'GET', path: '/x', token: null });
    expect(result).toMatchObject({
      ok: false,
      error: { status: 0, code: 'network_error', data: cause, message: 'Failed to fetch' },
    });
  });

  it('announces plan_required answers to the upgrade listeners', async () => {
    const listener = vi.fn();
    const off = onUpgradeRequired(listener);
    stubFetch(() => ({ status: 403, body: { error: { code: 'plan_required', message: 'Upgrade to Pro' } } }));
    await apiCall({ method: 'GET', path: '/x', token: null });
    off();
    expect(listener).toHaveBeenCalledWith({ source: 'api', message: 'Upgrade to Pro' });
  });

  it('logs in development, but never the token or passwords', async () => {
    vi.stubEnv('MODE', 'development');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    stubFetch(() => ({ body: { data: { token: 'secret-token' } } }));
    await apiCall({
      method: 'POST',
      path: '/auth/login',
      body: { email: 'a@b.co', password: 'hunter22' },
      token: 'secret-token',
    });
    const logged = JSON.stringify(debug.mock.calls);
    expect(logged).not.toContain('hunter22');
    expect(logged).not.toContain('secret-token');
    expect(logged).toContain('a@b.co');
  });
});

describe('apiFetch', () => {
  it('resolves with the data or throws the ApiError', async () => {
    stubFetch((call) =>
      call.url.endsWith('/ok') ? { body: { data: 1 } } : { status: 404, body: { error: { code: 'not_found', message: 'Nope' } } },
    );
    await expect(apiFetch({ method: 'GET', path: '/ok', token: null })).resolves.toEqual({ data: 1 });
    await expect(apiFetch({ method: 'GET', path: '/missing', token: null })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});
