// Plain values, no zod: the web app's first chunk imports these, and zod stays out of it.

/**
 * Which header a host gets (SPEC section 2, Top navigation):
 * - apps: the main apps host: store links, App Marketplaces and Help
 * - education: the education-focused host (and local development): also Education and Integrations
 * - agency: an agency's white-label host: the education header without Zoom Call, Staff, Testimonials,
 *   Checklist, OnBoarding and Plans
 */
export const HOST_KINDS = ['apps', 'education', 'agency'] as const;
export type THostKind = (typeof HOST_KINDS)[number];

/** The fixed nested-store ids the header links to (`/nestedstore/{id}`). */
export const NESTED_STORE_IDS = {
  widgets: '0190f5a0-0000-7000-8000-000000000001',
  crmPlus: '0190f5a0-0000-7000-8000-000000000002',
  conversationProviders: '0190f5a0-0000-7000-8000-000000000003',
  paymentProviders: '0190f5a0-0000-7000-8000-000000000004',
  integrations: '0190f5a0-0000-7000-8000-000000000005',
} as const;

/** Host lists come from server configuration; matching ignores case and the port. */
export function resolveHostKind(
  host: string,
  lists: { appsHosts: readonly string[]; educationHosts: readonly string[]; agencyHosts: readonly string[] },
): THostKind {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const matches = (patterns: readonly string[]) =>
    patterns.some((p) => {
      const pattern = p.toLowerCase();
      return pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern;
    });
  if (matches(lists.agencyHosts)) return 'agency';
  if (matches(lists.appsHosts)) return 'apps';
  if (matches(lists.educationHosts)) return 'education';
  return 'apps';
}
