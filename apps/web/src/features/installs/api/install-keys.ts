/**
 * Query keys of the installs feature. Every write invalidates `all`: an install changes the app page's
 * button, the location's list, the agency's list and the bundles' check marks at once.
 */
export const installKeys = {
  all: ['installs'] as const,
  state: (appId: string) => ['installs', 'state', appId] as const,
  installed: (locationId: string | null) => ['installs', 'installed', locationId ?? 'agency'] as const,
  approvals: () => ['installs', 'approvals'] as const,
  setup: (installId: string) => ['installs', 'setup', installId] as const,
  myReview: (appId: string) => ['installs', 'my-review', appId] as const,
  bundle: (slug: string, companyId: string | null, locationId: string | null) =>
    ['installs', 'bundle', slug, companyId, locationId] as const,
  /** Paid plans and bundles (issue 23): what a choice costs, and the agency's subscriptions of one app or bundle. */
  quote: () => ['installs', 'quote'] as const,
  subscriptions: (of: { appId?: string; bundleSlug?: string }) =>
    ['installs', 'subscriptions', of.appId ?? null, of.bundleSlug ?? null] as const,
};
