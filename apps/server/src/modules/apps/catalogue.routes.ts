import {
  ZAppCardList,
  ZAppCollectionsResponse,
  ZAppDetailResponse,
  ZAppFilterQuery,
  ZAppSuggestionList,
  ZAppSuggestQuery,
  ZMultipleAppPlanQuery,
  ZMultipleAppPlanResponse,
  ZNestedStoreParams,
  ZNestedStoreResponse,
  ZPartnerDetailResponse,
  ZPartnerList,
  ZSingleAppQuery,
} from '@atrium/contracts/apps';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrebuilt } from '../../platform/prebuilt-json';
import { plansByApp, toPlan } from './app-cards';
import { getAppDetail, suggestApps } from './app-detail.service';
import { apps } from './apps.tables';
import { searchCatalogue } from './catalogue.service';
import { appCollections, getNestedStore, getPartner, listPartners } from './storefront.service';

const tags = ['Marketplace'];
const ZPricedQuery = ZAppFilterQuery.omit({ price: true });

/** The public catalogue: search, collections, app pages, nested stores and partners. */
export async function catalogueRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get(
    '/api/v1/app/filter',
    {
      schema: {
        tags,
        summary: 'Search and filter the catalogue (full text with typo tolerance, keyset paged)',
        querystring: ZAppFilterQuery,
        response: { 200: ZAppCardList },
      },
    },
    async (request, reply) => sendPrebuilt(reply, await searchCatalogue({ db, query: request.query })),
  );
  app.get(
    '/api/v1/app/filterApps',
    {
      schema: {
        tags,
        summary: 'The catalogue for one kind of installer: like /app/filter, with installTarget required (agency or location)',
        querystring: ZAppFilterQuery.required({ installTarget: true }),
        response: { 200: ZAppCardList },
      },
    },
    async (request, reply) => sendPrebuilt(reply, await searchCatalogue({ db, query: request.query })),
  );
  app.get(
    '/api/v1/app/free_app',
    {
      schema: {
        tags,
        summary: 'Free apps (every plan free), keyset paged',
        querystring: ZPricedQuery,
        response: { 200: ZAppCardList },
      },
    },
    async (request, reply) => sendPrebuilt(reply, await searchCatalogue({ db, query: { ...request.query, price: 'free' } })),
  );
  app.get(
    '/api/v1/app/get_premiume_apps',
    {
      schema: {
        tags,
        summary: 'Paid apps (at least one paid plan), keyset paged',
        querystring: ZPricedQuery,
        response: { 200: ZAppCardList },
      },
    },
    async (request, reply) => sendPrebuilt(reply, await searchCatalogue({ db, query: { ...request.query, price: 'paid' } })),
  );
  app.get(
    '/api/v1/app/get_search_apps',
    {
      schema: {
        tags,
        summary: 'Suggestions while typing a search',
        querystring: ZAppSuggestQuery,
        response: { 200: ZAppSuggestionList },
      },
    },
    async (request) => ({ data: await suggestApps({ db, q: request.query.q, limit: request.query.limit }) }),
  );
  app.get(
    '/api/v1/app/get_single_app',
    {
      schema: {
        tags,
        summary: 'One app with plans, versions and ratings',
        querystring: ZSingleAppQuery,
        response: { 200: ZAppDetailResponse },
      },
    },
    async (request, reply) =>
      sendPrebuilt(reply, { data: await getAppDetail({ db, actor: request.actor, appId: request.query.app_id }) }),
  );
  app.get(
    '/api/v1/app/default_apps',
    { schema: { tags, summary: "The home page's collections and categories", response: { 200: ZAppCollectionsResponse } } },
    async () => ({ data: await appCollections(db) }),
  );
  app.get(
    '/api/v1/app/getMultipleAppPlan',
    {
      schema: {
        tags,
        summary: 'The plans of several live apps at once (unknown ids are left out)',
        querystring: ZMultipleAppPlanQuery,
        response: { 200: ZMultipleAppPlanResponse },
      },
    },
    async (request) => {
      const rows = await db
        .select({ _id: apps._id, name: apps.name })
        .from(apps)
        .where(and(inArray(apps._id, request.query.app_ids), eq(apps.status, 'live')));
      const plans = await plansByApp(
        db,
        rows.map((r) => r._id),
      );
      return { data: rows.map((r) => ({ appId: r._id, appName: r.name, plans: (plans.get(r._id) ?? []).map(toPlan) })) };
    },
  );
  app.get(
    '/api/v1/nested_store/:key',
    {
      schema: {
        tags,
        summary: 'A nested store by id or by app type',
        params: ZNestedStoreParams,
        response: { 200: ZNestedStoreResponse },
      },
    },
    async (request) => ({ data: await getNestedStore({ db, key: request.params.key }) }),
  );
  app.get(
    '/api/v1/partners',
    { schema: { tags, summary: 'Partners with live apps', response: { 200: ZPartnerList } } },
    async () => ({
      data: await listPartners(db),
    }),
  );
  app.get(
    '/api/v1/partners/:key',
    {
      schema: {
        tags,
        summary: "A partner's profile (by id or slug) with its apps",
        params: z.object({ key: z.string().trim().min(1).max(80) }),
        response: { 200: ZPartnerDetailResponse },
      },
    },
    async (request) => ({ data: await getPartner({ db, key: request.params.key }) }),
  );
}
