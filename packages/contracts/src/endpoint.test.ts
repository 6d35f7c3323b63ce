import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ZIdParams } from './common';
import { type EndpointParams, type EndpointResult, endpoint, wireSchema } from './endpoint';
import { pathParamNames } from './endpoint-path';

const ZThing = z.object({ _id: z.string(), name: z.string() });

const getThing = endpoint({
  method: 'GET',
  path: '/api/v1/things/:id',
  tag: 'Things',
  summary: 'Get',
  auth: 'public',
  params: ZIdParams,
  data: ZThing,
});
const listThings = endpoint({
  method: 'GET',
  path: '/api/v1/things',
  tag: 'Things',
  summary: 'List',
  auth: 'public',
  list: ZThing,
});
const nested = endpoint({
  method: 'DELETE',
  path: '/api/v1/things/:thingId/parts/:partId',
  tag: 'Things',
  summary: 'Delete',
  auth: 'user',
  empty: true,
});

describe('endpoint', () => {
  it('reads the path parameters in order', () => {
    expect(pathParamNames('/api/v1/a/:company_id/b/:app_id')).toEqual(['company_id', 'app_id']);
    expect(pathParamNames('/api/v1/things')).toEqual([]);
  });

  it('gives every parameter a clean-text schema when none is declared', () => {
    expect(nested.paramsSchema?.safeParse({ thingId: 'a', partId: 'b' }).success).toBe(true);
    expect(nested.paramsSchema?.safeParse({ thingId: 'a', partId: 'x\u0000' }).success).toBe(false);
    expect(listThings.paramsSchema).toBeUndefined();
  });

  it('knows its answer and the envelope that goes over the wire', () => {
    expect([getThing.kind, listThings.kind, nested.kind]).toEqual(['data', 'list', 'empty']);
    expect(wireSchema(getThing)?.safeParse({ data: { _id: '1', name: 'n' } }).success).toBe(true);
    expect(wireSchema(listThings)?.safeParse({ data: [], meta: { total: 0, nextCursor: null } }).success).toBe(true);
    expect(wireSchema(nested)).toBeUndefined();
  });

  it('types params and results from the definition', () => {
    expectTypeOf<EndpointParams<typeof nested>>().toEqualTypeOf<Record<'thingId' | 'partId', string>>();
    expectTypeOf<EndpointParams<typeof listThings>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointResult<typeof getThing>>().toEqualTypeOf<{ _id: string; name: string }>();
    expectTypeOf<EndpointResult<typeof listThings>['data']>().toEqualTypeOf<{ _id: string; name: string }[]>();
    // A params schema that does not read the path's parameters does not compile.
    endpoint({
      method: 'GET',
      path: '/api/v1/things/:thingId',
      tag: 'Things',
      summary: 'Get',
      auth: 'public',
      // @ts-expect-error reads `id`, the path names `thingId`
      params: ZIdParams,
      data: ZThing,
    });
  });
});
