import { catalogueEndpoints as api } from '@atrium/contracts/catalogue';
import { type AnyEndpoint, type EndpointReply, wireSchema } from '@atrium/contracts/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setBounded } from '../../platform/bounded-map';
import { AppError } from '../../platform/errors';
import { sendJsonText, sendKeptBytes } from '../../platform/prebuilt-json';
import { route } from '../../platform/routes/route';
import { isSuperAdmin } from '../../platform/tenancy/actor';
import { getAppDetail } from '../apps/app-detail.service';
import { onSharedCatalogueChanged, shareCatalogueChanges } from '../apps/catalogue-events';
import { type CatalogueQuery, searchCatalogue } from './catalogue.service';
import { createCatalogueCache } from './catalogue-cache';
import { normaliseSearch, normaliseText } from './catalogue-cache-keys';
import { createCatalogueIndex } from './catalogue-index';
import { appCollections, getNestedStore, getPartner, listPartners, plansOfApps } from './storefront.service';
import { suggestApps } from './suggestions.service';

/** The type sendJsonText gives (platform/prebuilt-json.ts): cached answers are sent the same way, as bytes. */
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The bytes of a `{ data }` answer that is kept and sent as is: checked against the endpoint's schema here,
 * since kept bytes skip the serialiser route() sets up (unknown keys dropped, a wrong shape a 500, not cached).
 */
const dataJson = <E extends AnyEndpoint & { kind: 'data' }>(endpoint: E, value: EndpointReply<E>): string =>
  JSON.stringify(wireSchema(endpoint)?.parse({ data: value }));

/**
 * How long a cached answer may be served (docs/decisions/007): writes drop answers through catalogueChanged(),
 * at once in this process and within a notification's trip in the others (platform/pubsub); the TTL bounds
 * what a lost notification could leave.
 * Searches answered by the index are not kept here: the index keeps their pages (see `search`).
 */
const CATALOGUE_CACHE = { ttlMs: 15_000, maxEntries: 5_000, maxBytes: 64 * 1024 * 1024 };
/** How many search URLs the fast path remembers the cache key of (first in, first out). */
const KNOWN_URLS = 20_000;

/** The public catalogue: search, collections, app pages, nested stores and partners. */
export async function catalogueRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  // Answers are kept encoded (UTF-8): a hit is written as is, with no per-request encoding or length scan.
  const cache = createCatalogueCache<Buffer>(CATALOGUE_CACHE);
  // Every process's writes reach this process's cache and index (one NOTIFY per write, nothing per read).
  const { pubsub } = app;
  const stopSharing = shareCatalogueChanges(pubsub);
  const unsubscribe = onSharedCatalogueChanged(pubsub, (appIds) => cache.invalidate(appIds));
  // Searches are answered from memory (docs/decisions/007); the SQL path stays as the fallback.
  const index = createCatalogueIndex(db, {
    changes: (listener) => onSharedCatalogueChanged(pubsub, listener),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  app.addHook('onClose', async () => {
    stopSharing();
    unsubscribe();
    index.close();
  });
  // Load the index once the server listens, not on the first search (about 0.6-1 s at 10,000 apps), without
  // holding start-up back: a failure is logged and the first search tries again (or falls back to PostgreSQL).
  // Tests use inject() and never listen, so they keep loading on demand.
  app.addHook('onListen', async () => {
    index.warm().catch((error) => app.log.warn({ err: error }, 'catalogue index: warm-up at start failed'));
  });

  /** Answers from the shared cache; `x-catalogue-cache` says whether this one was computed. */
  const cached = async (reply: FastifyReply, key: string, compute: () => Promise<string | Buffer>, appId?: string) => {
    const { json, outcome } = await cache.get(
      key,
      async () => {
        const body = await compute();
        return typeof body === 'string' ? Buffer.from(body) : body;
      },
      appId,
    );
    // The entry's compressed twins are made once and kept with it (docs/decisions/015): a hit compresses nothing.
    return sendKeptBytes(reply.request, reply.header('x-catalogue-cache', outcome).type(JSON_TYPE), json);
  };
  /**
   * The fast path of a repeated search (docs/decisions/007): a URL that was validated and normalised once maps
   * to its cache key, so the answer is sent from `onRequest`, before the query string is parsed and validated
   * again: the page the index kept for the key (`memo`), when the index can answer at once, or else an answer
   * PostgreSQL gave while the index could not (`hit`). Only URLs that passed validation are remembered, and the
   * URL alone decides the key (the search answers do not depend on the viewer), so the answer is the one the
   * full path would send.
   */
  const knownUrls = new Map<string, string>();
  const answerKnownUrl = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = knownUrls.get(request.url);
    if (key === undefined) return;
    const kept = index.cachedPage(key);
    if (kept !== undefined) return reply.header('x-catalogue-cache', 'memo').type(JSON_TYPE).send(kept);
    const json = cache.peek(key);
    if (json !== undefined) return sendKeptBytes(request, reply.header('x-catalogue-cache', 'hit').type(JSON_TYPE), json);
  };
  const fastPath = { onRequest: answerKnownUrl };
  /**
   * A search, answered by the index. Its answers are not put in the answer cache: the index keeps each page it
   * answered (about 200 bytes, where the answer is 12 kB) for as long as its snapshot is current, so the
   * long tail of pages stays answered from memory, and no 12 kB buffer outlives its request (buffers kept for
   * seconds then dropped made most of the full GCs under the bench's search mix: see decision 007).
   */
  const search = async (request: FastifyRequest, reply: FastifyReply, raw: CatalogueQuery) => {
    const { query, key } = normaliseSearch(raw);
    if (!knownUrls.has(request.url)) {
      setBounded(knownUrls, KNOWN_URLS, request.url, key);
    }
    try {
      const { json, kept } = await index.search(query, key);
      return reply
        .header('x-catalogue-cache', kept ? 'memo' : 'miss')
        .type(JSON_TYPE)
        .send(json);
    } catch (error) {
      // A bad cursor is the caller's; anything else (the index could not load) falls back to PostgreSQL.
      if (error instanceof AppError) throw error;
      app.log.error({ err: error }, 'catalogue index failed: answering from PostgreSQL');
      return cached(reply, key, async () => JSON.stringify(await searchCatalogue({ db, query })));
    }
  };

  route(app, api.search, ({ request, reply, query }) => search(request, reply, query), fastPath);
  route(app, api.searchForInstaller, ({ request, reply, query }) => search(request, reply, query), fastPath);
  route(app, api.free, ({ request, reply, query }) => search(request, reply, { ...query, price: 'free' }), fastPath);
  route(app, api.paid, ({ request, reply, query }) => search(request, reply, { ...query, price: 'paid' }), fastPath);
  route(app, api.suggestions, ({ reply, query }) => {
    const q = normaliseText(query.q);
    const { limit } = query;
    return cached(reply, `suggest:${JSON.stringify([q, limit])}`, async () =>
      dataJson(api.suggestions, await suggestApps({ db, q, limit })),
    );
  });
  route(app, api.app, async ({ actor, reply, query }) => {
    const appId = query.app_id.toLowerCase();
    const page = async () => JSON.stringify({ data: await getAppDetail({ db, actor, appId }) });
    // The super admin also sees apps that are not live: that answer is theirs alone, never shared.
    if (isSuperAdmin(actor)) return sendJsonText(reply.header('x-catalogue-cache', 'bypass'), await page());
    return cached(reply, `app:${appId}`, page, appId);
  });
  route(app, api.collections, ({ reply }) =>
    cached(reply, 'collections', async () => dataJson(api.collections, await appCollections(db))),
  );
  route(app, api.plans, ({ query }) => plansOfApps({ db, appIds: query.app_ids }));
  route(app, api.nestedStore, ({ reply, params }) => {
    const key = params.key.toLowerCase();
    return cached(reply, `store:${key}`, async () => dataJson(api.nestedStore, await getNestedStore({ db, key })));
  });
  route(app, api.partners, ({ reply }) => cached(reply, 'partners', async () => dataJson(api.partners, await listPartners(db))));
  route(app, api.partner, ({ reply, params }) =>
    cached(reply, `partner:${params.key}`, async () => dataJson(api.partner, await getPartner({ db, key: params.key }))),
  );
}
