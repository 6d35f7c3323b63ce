import {
  type TRoadmapItem,
  type TRoadmapItemCreate,
  type TRoadmapItemUpdate,
  type TRoadmapStatus,
  ZRoadmapItemCreate,
  ZRoadmapItemUpdate,
} from '@atrium/contracts/roadmap';
import type { FieldErrors, IssueLike, Translate } from '@/lib/forms/field-errors';
import { contractErrors } from '@/lib/forms/issue-message';
import { plainToRich, richToPlain } from '@/lib/plain-text';

/** What the item form edits: text as typed, '' for "none"; `roadmap` is 'platform' or an app id. */
export interface ItemFormValues {
  title: string;
  description: string;
  status: TRoadmapStatus;
  category: string;
  targetDate: string;
  roadmap: string;
}

export const ITEM_FIELDS = ['title', 'description', 'status', 'category', 'targetDate', 'appId'] as const;

export function toItemValues(item?: TRoadmapItem | null, roadmap = 'platform'): ItemFormValues {
  return {
    title: item?.title ?? '',
    description: richToPlain(item?.description),
    status: item?.status ?? 'planned',
    category: item?.category ?? '',
    targetDate: item?.targetDate ?? '',
    roadmap: item ? (item.app?._id ?? 'platform') : roadmap,
  };
}

const fields = (values: ItemFormValues) => ({
  title: values.title,
  description: plainToRich(values.description),
  status: values.status,
  category: values.category,
  targetDate: values.targetDate || null,
});

/** The item's problems; a target date the contract cannot read is asked for in the form's own words. */
const itemErrors = (issues: readonly IssueLike[], values: ItemFormValues, t: Translate) =>
  contractErrors(issues, { ...values }, t, {
    special: (issue, field) => (issue.code === 'invalid_format' && field === 'targetDate' ? t('errors.date') : null),
  });

export type ItemFormResult<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** A new item, checked against the create contract before it is sent. */
export function validateNewItem(values: ItemFormValues, t: Translate): ItemFormResult<TRoadmapItemCreate> {
  const body: TRoadmapItemCreate = { ...fields(values), appId: values.roadmap === 'platform' ? null : values.roadmap };
  const parsed = ZRoadmapItemCreate.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: itemErrors(parsed.error.issues, values, t) };
}

/** Changes to an item (the roadmap it is on cannot change). */
export function validateItemUpdate(values: ItemFormValues, t: Translate): ItemFormResult<TRoadmapItemUpdate> {
  const body: TRoadmapItemUpdate = fields(values);
  const parsed = ZRoadmapItemUpdate.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: itemErrors(parsed.error.issues, values, t) };
}
