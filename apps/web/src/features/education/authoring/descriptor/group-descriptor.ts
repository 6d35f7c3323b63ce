import type { TContentOwner } from '@atrium/contracts/content';
import type { TAnyGroupEndpoints } from '@atrium/contracts/education-groups';
import type { bannersConfigEndpoints } from '@atrium/contracts/education-home';
import type { IconName } from '@/components/ui/icon';
import type { VisibilityScope } from '@/features/education/components/visibility-dialog';
import type { IssueLike } from '@/lib/forms/field-errors';

/**
 * What the authoring console knows about one content group (decision 009's resource groups): where it lives,
 * the contract that checks its writes, and its fields. One list screen and one form read these, so a group is
 * a declaration, not a screen.
 */

/** The contract schemas a group is checked with (structural, so no zod generics leak into the descriptors). */
export interface ContractSchema {
  safeParse: (input: unknown) => ContractResult;
}
export type ContractResult = { success: true; data: unknown } | { success: false; error: { issues: readonly IssueLike[] } };

/** One section of a knowledge-base article as the form holds it. */
export interface SectionValue {
  heading: string;
  body: string;
}
export type FormValue = string | boolean | SectionValue[];
export type FormValues = Record<string, FormValue>;

interface FieldBase {
  /** The contract's field name. */
  name: string;
  /** Translation key of the label under `fields.`; defaults to the name. */
  label?: string;
  /** A hint under the field (`hints.<label>`). */
  hint?: boolean;
  /** Needed for the contract (shown with a required mark; an empty value is sent as missing, not null). */
  required?: boolean;
  /** Sent on create only (the update contract has no such field, e.g. a step's list). */
  createOnly?: boolean;
  /** Shown (and sent) only when this holds, e.g. the video id of a video. */
  when?: (values: FormValues) => boolean;
}

export type FieldSpec =
  | (FieldBase & {
      kind: 'text' | 'textarea' | 'richText' | 'url' | 'videoId' | 'image' | 'status' | 'sections' | 'toggle' | 'dateTime';
    })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; defaultValue?: number })
  /** One of fixed values; labels under `choices.<name>.<value>`. */
  | (FieldBase & { kind: 'choice'; options: readonly string[]; defaultValue: string })
  /** A row of another group (an item's category, a step's list, a sub-category's top category). */
  | (FieldBase & { kind: 'parent'; group: string; topOnly?: boolean });

export type FieldKind = FieldSpec['kind'];

/** An item as the list endpoints give it: every group has these, the rest is read through the fields. */
export interface AuthoringItem {
  _id: string;
  owner: TContentOwner;
  status?: 'draft' | 'published';
  position?: number;
  [field: string]: unknown;
}

/** The index groups content by area (a card per area). */
export type AreaKey = 'faq' | 'media' | 'checklists' | 'onboarding' | 'docs' | 'testimonials' | 'calls' | 'home';

/** One settings object per owner: the education home's banner settings are the only such group. */
export type SettingsEndpoints = typeof bannersConfigEndpoints;

interface AuthoringGroupBase {
  /** The console path segment (`/education/manage/<key>`) and the translation key under `groups.`. */
  key: string;
  area: AreaKey;
  icon: IconName;
  create: ContractSchema;
  update: ContractSchema;
  fields: readonly FieldSpec[];
  /** The item field that names a row. */
  titleField: string;
  /** The field the list filters by and groups reordering within (a category or a list). */
  parent?: { field: string; group: string };
  /** Items carry `position` and are ordered by hand (Move up / Move down). */
  ordered: boolean;
  /** How unordered groups sort: a date field, newest first. */
  sortByDate?: string;
  /** A date shown on each row (a call's start). */
  dateField?: string;
  /** Where readers see the group, for the "View on site" link. */
  readerPath?: string;
  /**
   * The server group has location hides (`GET|PUT <path>/:id/visibility`, decision 009): agency admins get
   * "Visible to" on every row, platform rows included. The value says what a hide covers, for the dialog's
   * wording: the item, or a category or list with everything in it.
   */
  hides?: Extract<VisibilityScope, 'item' | 'category' | 'list'>;
}

/** A group of items: its endpoints in the contracts (`educationGroups.faqs`, ...). */
export type ItemsGroup = AuthoringGroupBase & { singleton?: false; api: TAnyGroupEndpoints };
/** One settings object per owner (GET/PUT on one path) instead of a list. */
export type SettingsGroup = AuthoringGroupBase & { singleton: true; api: SettingsEndpoints };
export type AuthoringGroup = ItemsGroup | SettingsGroup;

export const hasStatus = (group: AuthoringGroup) => group.fields.some((f) => f.kind === 'status');
