import type { CatalogueFilters } from '@/features/marketplace/utils/catalogue-params';

/** Query keys of the marketplace's public reads; everything sits under `all` so one call can refresh it. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  catalogue: (filters: CatalogueFilters) => ['marketplace', 'catalogue', filters] as const,
  suggestions: (q: string) => ['marketplace', 'suggestions', q] as const,
  collections: () => ['marketplace', 'collections'] as const,
  app: (appId: string) => ['marketplace', 'app', appId] as const,
  reviews: (appId: string, stars: number | null) => ['marketplace', 'reviews', appId, stars] as const,
  nestedStore: (key: string) => ['marketplace', 'nested-store', key.toLowerCase()] as const,
  partners: () => ['marketplace', 'partners'] as const,
  partner: (key: string) => ['marketplace', 'partner', key.toLowerCase()] as const,
};
