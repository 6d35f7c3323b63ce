import { endpoint } from '@atrium/contracts/endpoint';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '@/test/app-harness';
import { ApiError, apiFetch, callEndpoint, endpointUrl } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
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
