import {
  type TSnapshot,
  type TSnapshotAssetGroup,
  type TSnapshotCreate,
  type TSnapshotUpdate,
  type TSnapshotVisibility,
  ZSnapshotCreate,
} from '@atrium/contracts/snapshots';
import { draftToInput, type FieldDraft } from './field-drafts';

/** A listing as its form holds it (publish and edit share it). */
export interface ListingDraft {
  name: string;
  description: string;
  coverUrl: string | null;
  screenshots: string[];
  niche: string;
  /** Comma separated, as typed. */
  tags: string;
  visibility: TSnapshotVisibility;
  priced: boolean;
  /** In the currency's main unit, as typed ("49" or "49.50"). */
  amount: string;
  currency: string;
  folderId: string | null;
  loadIntoNewLocations: boolean;
  releaseNotes: string;
}

export type ListingErrorKind = 'name' | 'amount' | 'tags' | 'screenshots' | 'crmSnapshot' | 'description';
export type ListingErrors = Partial<
  Record<'name' | 'amount' | 'tags' | 'screenshots' | 'crmSnapshotId' | 'description', ListingErrorKind>
>;

export function emptyListingDraft(folderId: string | null = null): ListingDraft {
  return {
    name: '',
    description: '',
    coverUrl: null,
    screenshots: [],
    niche: '',
    tags: '',
    visibility: 'agency',
    priced: false,
    amount: '',
    currency: 'usd',
    folderId,
    loadIntoNewLocations: false,
    releaseNotes: '',
  };
}

export function draftFromListing(listing: TSnapshot): ListingDraft {
  return {
    name: listing.name,
    description: listing.description ?? '',
    coverUrl: listing.coverUrl,
    screenshots: listing.screenshots,
    niche: listing.niche ?? '',
    tags: listing.tags.join(', '),
    visibility: listing.visibility,
    priced: listing.price !== null,
    amount: listing.price ? String(listing.price.amountCents / 100) : '',
    currency: listing.price?.currency ?? 'usd',
    folderId: listing.folderId,
    loadIntoNewLocations: listing.loadIntoNewLocations,
    releaseNotes: '',
  };
}

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Whole cents from what was typed, or NaN when it is not an amount. */
export function centsOf(amount: string): number {
  const text = amount.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** The listing's fields as `PUT /snap_shot/:id` takes them. */
export function draftToUpdate(draft: ListingDraft): TSnapshotUpdate {
  return {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    coverUrl: draft.coverUrl,
    screenshots: draft.screenshots,
    niche: draft.niche.trim() || null,
    tags: tagsOf(draft.tags),
    visibility: draft.visibility,
    price: draft.priced ? { amountCents: centsOf(draft.amount), currency: draft.currency } : null,
    folderId: draft.folderId,
    loadIntoNewLocations: draft.loadIntoNewLocations,
  };
}

/**
 * The body of `create-agency_snapshot`: the CRM snapshot, the listing, version 1's notes, the custom fields, and the
 * contents when the agency listed them (a CRM that reports none).
 */
export function draftToCreate(
  crmSnapshotId: string,
  draft: ListingDraft,
  fields: readonly FieldDraft[],
  contents?: TSnapshotAssetGroup[],
): TSnapshotCreate {
  const releaseNotes = draft.releaseNotes.trim();
  return {
    crmSnapshotId,
    ...draftToUpdate(draft),
    ...(releaseNotes ? { releaseNotes } : {}),
    customFields: fields.map((field, position) => draftToInput(field, position)),
    ...(contents ? { contents } : {}),
  } as TSnapshotCreate;
}

/** The listing's problems by input, checked with the contracts' schema (custom fields are checked on their own). */
export function validateListing(draft: ListingDraft, crmSnapshotId = 'checked-elsewhere'): ListingErrors {
  const errors: ListingErrors = {};
  const body = { ...draftToCreate(crmSnapshotId, draft, []) };
  const parsed = ZSnapshotCreate.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const path = issue.path[0];
      if (path === 'name') errors.name = 'name';
      else if (path === 'price') errors.amount = 'amount';
      else if (path === 'tags') errors.tags = 'tags';
      else if (path === 'screenshots') errors.screenshots = 'screenshots';
      else if (path === 'crmSnapshotId') errors.crmSnapshotId = 'crmSnapshot';
      else if (path === 'description') errors.description = 'description';
    }
  return errors;
}
