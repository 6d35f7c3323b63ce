import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountOf, type KeyKind, keyOf, requireSecretKey } from './auth';
import type { SandboxContext } from './context';
import { StripeError } from './errors';
import type { EventRequest } from './events';
import { expandJson } from './expand';
import type { Params } from './form';
import { randomAlnum } from './ids';
import { PLATFORM_ACCOUNT_ID } from './keys';
import { stringListOf } from './params';

/** One API call as a handler sees it. */
export interface ApiCall {
  /** Body (POST) or query (GET, DELETE) parameters, in Stripe's nested syntax. */
  params: Params;
  /** The path's parameters (`:id`). */
  path: Record<string, string>;
  /** The account acted on: a connected account's id (`Stripe-Account`), or the platform's. */
  account: string;
  /** Whether the call is on a connected account. */
  connected: boolean;
  key: KeyKind;
  /** For the events it causes (`event.request`). */
  request: EventRequest;
}

export type ApiHandler = (call: ApiCall) => Promise<unknown>;

export interface ApiRouteOptions {
  /** The publishable key may call it too (Stripe.js's calls: confirming an intent with its client secret). */
  publishable?: boolean;
}

/** Idempotency keys are kept a day, as at Stripe. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The same parameters in any order hash the same; the method and path are part of it (a key names one request). */
function requestHash(method: string, url: string, params: Params): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  return createHash('sha256')
    .update(`${method} ${url} ${JSON.stringify(canonical(params))}`)
    .digest('hex');
}

type Replay = { status: number; body: unknown; requestId: string } | null;

/**
 * Idempotency-Key as Stripe honours it: the first request with a key runs and its answer is kept (successes and card
 * declines, not refusals of bad input); the same key with the same parameters answers that again (header
 * `Idempotent-Replayed: true`); with other parameters, or while the first is still running, it is refused.
 */
async function claimKey(ctx: SandboxContext, account: string, key: string, hash: string, requestId: string): Promise<Replay> {
  const now = ctx.now().getTime();
  await ctx.pool.query('DELETE FROM stripe_sandbox.idempotency_keys WHERE account = $1 AND key = $2 AND created_ms < $3', [
    account,
    key,
    now - KEY_TTL_MS,
  ]);
  const inserted = await ctx.pool.query(
    `INSERT INTO stripe_sandbox.idempotency_keys (account, key, request_hash, request_id, created_ms)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [account, key, hash, requestId, now],
  );
  if (inserted.rowCount === 1) return null;
  const { rows } = await ctx.pool.query<{ request_hash: string; status: number | null; response: unknown; request_id: string }>(
    'SELECT request_hash, status, response, request_id FROM stripe_sandbox.idempotency_keys WHERE account = $1 AND key = $2',
    [account, key],
  );
  const first = rows[0];
  if (!first) return claimKey(ctx, account, key, hash, requestId);
  if (first.request_hash !== hash) {
    throw new StripeError(400, {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    });
  }
  if (first.status === null) {
    throw new StripeError(409, {
      type: 'idempotency_error',
      code: 'idempotency_key_in_use',
      message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
    });
  }
  return { status: first.status, body: first.response, requestId: first.request_id };
}

async function settleKey(ctx: SandboxContext, account: string, key: string, status: number, body: unknown) {
  // Refusals of the input itself are not kept: the caller may fix the request and retry with the same key.
  if ((status >= 200 && status < 300) || status === 402) {
    await ctx.pool.query(
      'UPDATE stripe_sandbox.idempotency_keys SET status = $3, response = $4 WHERE account = $1 AND key = $2',
      [account, key, status, JSON.stringify(body)],
    );
  } else {
    await ctx.pool.query('DELETE FROM stripe_sandbox.idempotency_keys WHERE account = $1 AND key = $2', [account, key]);
  }
}

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Registers one Stripe API route: the key and `Stripe-Account` checked, `Idempotency-Key` honoured on POST,
 * `expand[]` applied to the answer, `Request-Id` on every response. The handler answers the object's JSON.
 */
export function apiRoute(
  app: FastifyInstance,
  ctx: SandboxContext,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  handler: ApiHandler,
  options: ApiRouteOptions = {},
): void {
  app.route({
    method,
    url,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const requestId = `req_${randomAlnum(14)}`;
      reply.header('request-id', requestId);
      const key = keyOf(request);
      if (!options.publishable) requireSecretKey(key);
      const account = await accountOf(ctx.pool, request);
      const params = ((method === 'POST' ? request.body : request.query) ?? {}) as Params;
      const idempotencyKey = method === 'POST' ? (headerOf(request, 'idempotency-key') ?? null) : null;
      const call: ApiCall = {
        params,
        path: request.params as Record<string, string>,
        account,
        connected: account !== PLATFORM_ACCOUNT_ID,
        key,
        request: { id: requestId, idempotency_key: idempotencyKey },
      };
      const run = async () => {
        const json = await handler(call);
        const expand = stringListOf(params, 'expand') ?? [];
        return expand.length ? expandJson(ctx.pool, account, json, expand) : json;
      };
      if (!idempotencyKey) {
        const body = await run();
        if (method !== 'GET') ctx.webhooks.kick();
        return body;
      }
      const hash = requestHash(method, request.url.split('?')[0]!, params);
      const replay = await claimKey(ctx, account, idempotencyKey, hash, requestId);
      if (replay) {
        reply.header('idempotent-replayed', 'true').header('original-request', replay.requestId);
        return reply.status(replay.status).send(replay.body);
      }
      try {
        const body = await run();
        await settleKey(ctx, account, idempotencyKey, 200, body);
        ctx.webhooks.kick();
        return body;
      } catch (error) {
        const status = error instanceof StripeError ? error.statusCode : 500;
        await settleKey(ctx, account, idempotencyKey, status, error instanceof StripeError ? { error: error.body } : null);
        ctx.webhooks.kick();
        throw error;
      }
    },
  });
}

/** Registers a group of routes (one resource): the app calls each group with the same context. */
export type ResourceGroup = (app: FastifyInstance, ctx: SandboxContext) => void;
