import { z } from 'zod';
import {
  ZAppCard,
  ZAppCollections,
  ZAppDetail,
  ZAppFilterQuery,
  ZAppSuggestion,
  ZAppSuggestQuery,
  ZMultipleAppPlan,
  ZMultipleAppPlanQuery,
  ZNestedStore,
  ZNestedStoreParams,
  ZPartner,
  ZPartnerDetail,
  ZPartnerParams,
  ZSingleAppQuery,
} from './apps';
import { endpoint } from './endpoint';

/**
 * The public catalogue's endpoints (issue 3): search and its SPEC-named variants, suggestions, the app page,
 * the home page's collections, plans of several apps, nested stores and partners. The shapes live in ./apps.ts.
 * Every one is public and the same for every viewer but the app page (the super admin also sees apps that are
 * not live), which is what lets the server keep their answers (docs/decisions/007).
 */

const catalogue = { tag: 'Marketplace', method: 'GET', auth: 'public' } as const;
/** The free and paid listings fix `price` themselves. */
const ZPricedQuery = ZAppFilterQuery.omit({ price: true });

export const catalogueEndpoints = {
  search: endpoint({
    ...catalogue,
    path: '/api/v1/app/filter',
    summary: 'Search and filter the catalogue (full text with typo tolerance, keyset paged)',
    query: ZAppFilterQuery,
    list: ZAppCard,
  }),
  searchForInstaller: endpoint({
    ...catalogue,
    path: '/api/v1/app/filterApps',
    summary: 'The catalogue for one kind of installer: like /app/filter, with installTarget required (agency or location)',
    query: ZAppFilterQuery.required({ installTarget: true }),
    list: ZAppCard,
  }),
  free: endpoint({
    ...catalogue,
    path: '/api/v1/app/free_app',
    summary: 'Free apps (every plan free), keyset paged',
    query: ZPricedQuery,
    list: ZAppCard,
  }),
  paid: endpoint({
    ...catalogue,
    path: '/api/v1/app/get_premiume_apps',
    summary: 'Paid apps (at least one paid plan), keyset paged',
    query: ZPricedQuery,
    list: ZAppCard,
  }),
  suggestions: endpoint({
    ...catalogue,
    path: '/api/v1/app/get_search_apps',
    summary: 'Suggestions while typing a search',
    query: ZAppSuggestQuery,
    data: z.array(ZAppSuggestion),
  }),
  app: endpoint({
    ...catalogue,
    path: '/api/v1/app/get_single_app',
    summary: 'One app with plans, versions and ratings',
    query: ZSingleAppQuery,
    data: ZAppDetail,
  }),
  collections: endpoint({
    ...catalogue,
    path: '/api/v1/app/default_apps',
    summary: "The home page's collections and categories",
    data: ZAppCollections,
  }),
  plans: endpoint({
    ...catalogue,
    path: '/api/v1/app/getMultipleAppPlan',
    summary: 'The plans of several live apps at once (unknown ids are left out)',
    query: ZMultipleAppPlanQuery,
    data: z.array(ZMultipleAppPlan),
  }),
  nestedStore: endpoint({
    ...catalogue,
    path: '/api/v1/nested_store/:key',
    summary: 'A nested store by id or by app type',
    params: ZNestedStoreParams,
    data: ZNestedStore,
  }),
  partners: endpoint({
    ...catalogue,
    path: '/api/v1/partners',
    summary: 'Partners with live apps',
    data: z.array(ZPartner),
  }),
  partner: endpoint({
    ...catalogue,
    path: '/api/v1/partners/:key',
    summary: "A partner's profile (by id or slug) with its apps",
    params: ZPartnerParams,
    data: ZPartnerDetail,
  }),
};
