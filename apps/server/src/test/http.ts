import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Asserts the one failure shape, `{ error: { code, message, details? } }`, and returns the error. */
export function expectError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toEqual({
    code: code ?? expect.any(String),
    message: expect.any(String),
    ...(body.error.details === undefined ? {} : { details: body.error.details }),
  });
  return body.error as { code: string; message: string; details?: unknown };
}

/** A 400 from contract validation, with `[{ path, message }]` details; returns the paths as 'a.b' strings. */
export function expectValidationError(res: LightMyRequestResponse): string[] {
  const error = expectError(res, 400, 'validation_error');
  const details = error.details as { path: (string | number)[]; message: string }[];
  expect(details.length).toBeGreaterThan(0);
  for (const d of details) expect(d).toEqual({ path: expect.any(Array), message: expect.any(String) });
  return details.map((d) => d.path.join('.'));
}

/** A JSON request through `app.inject`, the way the web app's one call wrapper sends it. */
export function jsonRequest(app: App) {
  const send = (method: Method, url: string, payload?: unknown, headers: Headers = {}) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string, headers?: Headers) => send('GET', url, undefined, headers),
    post: (url: string, payload: unknown, headers?: Headers) => send('POST', url, payload, headers),
    put: (url: string, payload: unknown, headers?: Headers) => send('PUT', url, payload, headers),
    del: (url: string, headers?: Headers) => send('DELETE', url, undefined, headers),
    /** POSTs a new row, expects 201, and returns its `_id` (test set-up). */
    create: async (url: string, payload: unknown, headers?: Headers): Promise<string> => {
      const res = await send('POST', url, payload, headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data._id as string;
    },
  };
}
