import type { TBundleSlug } from '@atrium/contracts/apps';

/** The store routes of SPEC 2 by their first path segment; note the spec's own spelling of 'premuim'. */
const STORE_PREFIXES: Record<string, TBundleSlug> = {
  levelupstore: 'levelup',
  alltheappsstore: 'alltheapps',
  unlimitedstore: 'unlimited',
  premuimstore: 'premuim',
  agencyappsstore: 'agencyapps',
};

export interface StoreVariant {
  slug: TBundleSlug;
  companyId: string | null;
  locationId: string | null;
  appId: string | null;
}

/** Which bundle a store path shows, and for whom; null for a path that is not a store. */
export function storeVariant(pathname: string, params: Record<string, string | undefined>): StoreVariant | null {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  const slug = STORE_PREFIXES[first];
  if (!slug) return null;
  return {
    slug,
    companyId: params.company_id ?? null,
    locationId: params.locationId ?? null,
    appId: params.app_id ?? null,
  };
}
