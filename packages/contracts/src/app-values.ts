// Plain values, no zod: the web app's first chunk may import these, and zod stays out of it.

/** App types (the header's stores are one type each; the rest are browsable by filter). */
export const APP_TYPES = [
  'widget',
  'crm_plus',
  'conversation_provider',
  'payment_provider',
  'integration',
  'reporting',
  'automation',
  'ai_assistant',
] as const;
export type TAppType = (typeof APP_TYPES)[number];

/** Who may install an app: the agency itself, its locations, or either. */
export const INSTALL_TARGETS = ['agency', 'location', 'both'] as const;
export type TInstallTarget = (typeof INSTALL_TARGETS)[number];

export const APP_SORTS = ['relevance', 'installs', 'rating', 'newest'] as const;
export type TAppSort = (typeof APP_SORTS)[number];
