import { type TConsoleApp, ZConsoleAppCreate } from '@atrium/contracts/app-console';
import type { TAppType, TInstallTarget } from '@atrium/contracts/app-values';
import type { TCrmAppScope } from '@atrium/contracts/v1-auth';
import type { z } from 'zod';
import { collectErrors, type FieldErrors, type IssueLike, isBlankAt, type Translate } from '@/lib/forms/field-errors';
import { issueMessage } from '@/lib/forms/issue-message';
import { serverFieldErrors } from '@/lib/forms/server-errors';

export type ConsoleAppCreateBody = z.output<typeof ZConsoleAppCreate>;
export type ConsoleAppUpdateBody = Omit<ConsoleAppCreateBody, 'partnerId'>;

export interface ScreenshotValue {
  url: string;
  caption: string;
}

/** The listing as the form holds it: text inputs are strings, '' meaning "none". */
export interface ListingValues {
  name: string;
  tagline: string;
  description: string;
  type: TAppType | '';
  categories: string[];
  tags: string[];
  installTarget: TInstallTarget;
  iconUrl: string;
  screenshots: ScreenshotValue[];
  videoUrl: string;
  customPageUrl: string;
  /** What the app may read and change in the CRM location it is installed for (none: no CRM access). */
  crmScopes: TCrmAppScope[];
  supportWebsite: string;
  supportEmail: string;
  supportDocsUrl: string;
  supportPrivacyUrl: string;
  partnerId: string;
}

/** Error keys: a field name, or `screenshots.<i>.url|caption` for one screenshot. */
export type ListingErrors = FieldErrors;

export const LISTING_LIMITS = { categories: 5, tags: 10, screenshots: 8 } as const;

export function emptyListing(): ListingValues {
  return {
    name: '',
    tagline: '',
    description: '',
    type: '',
    categories: [],
    tags: [],
    installTarget: 'both',
    iconUrl: '',
    screenshots: [],
    videoUrl: '',
    customPageUrl: '',
    crmScopes: [],
    supportWebsite: '',
    supportEmail: '',
    supportDocsUrl: '',
    supportPrivacyUrl: '',
    partnerId: '',
  };
}

export function listingFromApp(app: TConsoleApp): ListingValues {
  return {
    name: app.name,
    tagline: app.tagline,
    description: app.description,
    type: app.type,
    categories: [...app.categories],
    tags: [...app.tags],
    installTarget: app.installTarget,
    iconUrl: app.iconUrl ?? '',
    screenshots: app.screenshots.map((s) => ({ url: s.url, caption: s.caption ?? '' })),
    videoUrl: app.videoUrl ?? '',
    customPageUrl: app.customPageUrl ?? '',
    crmScopes: [...app.crmScopes],
    supportWebsite: app.support.website ?? '',
    supportEmail: app.support.email ?? '',
    supportDocsUrl: app.support.docsUrl ?? '',
    supportPrivacyUrl: app.support.privacyUrl ?? '',
    partnerId: app.partner._id,
  };
}

const orNull = (value: string) => value.trim() || null;

/** The request body before validation: empty optional fields become null, as the contract expects. */
function toInput(values: ListingValues) {
  return {
    name: values.name,
    tagline: values.tagline,
    description: values.description,
    iconUrl: orNull(values.iconUrl),
    type: values.type || undefined,
    categories: values.categories,
    tags: values.tags,
    installTarget: values.installTarget,
    screenshots: values.screenshots.map((s) => ({ url: s.url, caption: orNull(s.caption) })),
    videoUrl: orNull(values.videoUrl),
    customPageUrl: orNull(values.customPageUrl),
    // Always sent: an empty list takes every scope away.
    crmScopes: values.crmScopes,
    support: {
      website: orNull(values.supportWebsite),
      email: orNull(values.supportEmail),
      docsUrl: orNull(values.supportDocsUrl),
      privacyUrl: orNull(values.supportPrivacyUrl),
    },
    partnerId: values.partnerId || undefined,
  };
}

const SUPPORT_FIELDS: Record<string, keyof ListingValues> = {
  website: 'supportWebsite',
  email: 'supportEmail',
  docsUrl: 'supportDocsUrl',
  privacyUrl: 'supportPrivacyUrl',
};

/** Where a contract path shows its message: items of chip lists report on the list. */
export function errorKeyFor(path: readonly PropertyKey[]): string | null {
  const [head, second, third] = path.map(String);
  if (!head) return null;
  if (head === 'support') return (second && SUPPORT_FIELDS[second]) || null;
  if (head === 'screenshots') return second !== undefined && third ? `screenshots.${second}.${third}` : 'screenshots';
  return head;
}

export type ListingResult = { ok: true; body: ConsoleAppCreateBody } | { ok: false; errors: ListingErrors };

function chipMessage(key: string, issue: IssueLike, t: Translate): string | null {
  if (issue.path.length < 2) return null;
  if (key === 'categories') return t('errors.chipLength', { min: 2, max: 40, count: 40 });
  if (key === 'tags') return t('errors.chipLength', { min: 2, max: 30, count: 30 });
  return null;
}

/**
 * Validates with the contract the server uses (ZConsoleAppCreate). The super admin publishes for a
 * partner they choose, so for them the partner is required too.
 */
export function validateListing(values: ListingValues, t: Translate, opts: { requirePartner?: boolean } = {}): ListingResult {
  const input = toInput(values);
  const parsed = ZConsoleAppCreate.safeParse(input);
  const errors: ListingErrors = parsed.success
    ? {}
    : collectErrors(
        parsed.error.issues as IssueLike[],
        (issue) => errorKeyFor(issue.path),
        (issue, key) => {
          const empty = isBlankAt(input, issue.path);
          if (key === 'type' && empty) return t('errors.type');
          return chipMessage(key, issue, t) ?? issueMessage(issue, t, empty);
        },
      );
  if (opts.requirePartner && !values.partnerId) errors.partnerId = t('errors.partner');
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** Without the partner: PUT takes the listing alone. */
export function toUpdateBody(body: ConsoleAppCreateBody): ConsoleAppUpdateBody {
  const { partnerId: _partner, ...listing } = body;
  return listing;
}

/** A 400's details as field errors (the server's own words, which it sends in English). */
export function serverListingErrors(data: unknown): ListingErrors {
  return serverFieldErrors(data, errorKeyFor);
}

export function listingEquals(a: ListingValues, b: ListingValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
