import { ZIdParams } from '@atrium/contracts/common';
import { endpoint } from '@atrium/contracts/endpoint';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from '../error-handler';
import { type Actor, ANONYMOUS } from '../tenancy/actor';
import { route } from './route';

const ZThing = z.object({ _id: z.string(), name: z.string() });
const getThing = endpoint({
  method: 'GET',
  path: '/api/v1/things/:id',
  tag: 'Things',
  summary: 'A thing',
  auth: 'public',
  params: ZIdParams,
  data: ZThing,
});
const listThings = endpoint({
  method: 'GET',
  path: '/api/v1/things',
  tag: 'Things',
  summary: 'Things',
  auth: 'public',
  query: z.object({ q: z.string().optional() }),
  list: ZThing,
});
const createThing = endpoint({
  method: 'POST',
  path: '/api/v1/things',
  tag: 'Things',
  summary: 'New thing',
  auth: 'user',
  status: 201,
  body: z.object({ name: z.string().min(1) }).strict(),
  data: ZThing,
});
const deletePart = endpoint({
  method: 'DELETE',
  path: '/api/v1/things/:thingId/parts/:partId',
  tag: 'Things',
  summary: 'Drop',
  auth: 'user',
  empty: true,
});

const ID = '0190f5c2-7b7e-7000-8000-000000000001';
const user: Actor = { kind: 'user', userId: ID, role: 'agency_admin', agencyId: ID, locationId: null } as unknown as Actor;
let app: FastifyInstance;
const seen: unknown[] = [];

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', { db: {} } as never);
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    request.actor = request.headers.authorization ? user : ANONYMOUS;
  });
  registerErrorHandler(app);
  route(app, getThing, ({ params }) => ({ _id: params.id, name: 'one', secret: 'not in the contract' }) as never);
  route(app, listThings, ({ query }) => ({ data: [{ _id: ID, name: query.q ?? 'all' }], meta: { total: 1, nextCursor: null } }));
  route(app, createThing, ({ body, actor }) => {
    seen.push(actor.kind);
    return { _id: ID, name: body.name };
  });
  route(app, deletePart, ({ params }) => {
    seen.push(params);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('route', () => {
  it('wraps a data answer in the envelope and serialises only the contract', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/things/${ID}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { _id: ID, name: 'one' } });
  });

  it('validates path parameters with the endpoint schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/things/not-a-uuid' });
    expect(res.statusCode).toBe(400);
  });

  it('sends a page as it is, with the validated query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/things?q=x' });
    expect(res.json()).toEqual({ data: [{ _id: ID, name: 'x' }], meta: { total: 1, nextCursor: null } });
  });

  it('answers 401 to a signed-out caller before validating the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/things', payload: { wrong: true } });
    expect(res.statusCode).toBe(401);
  });

  it('uses the declared status and validates the body', async () => {
    const headers = { authorization: 'Bearer t' };
    expect((await app.inject({ method: 'POST', url: '/api/v1/things', headers, payload: { name: '' } })).statusCode).toBe(400);
    const res = await app.inject({ method: 'POST', url: '/api/v1/things', headers, payload: { name: 'new' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { _id: ID, name: 'new' } });
    expect(seen).toContain('user');
  });

  it('answers 204 with no body for an empty endpoint, with every path parameter', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/things/a/parts/b', headers: { authorization: 'Bearer t' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(seen).toContainEqual({ thingId: 'a', partId: 'b' });
  });
});
