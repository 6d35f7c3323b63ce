import type { TChangelog, TChangelogCreate, TChangelogUpdate } from '@atrium/contracts/changelogs';
import { htmlToText } from '@/lib/html';

export interface ChangelogFormValues {
  title: string;
  body: string;
  /** 'platform' or an app id; '' until chosen. */
  roadmap: string;
  items: TChangelog['items'];
}

export type ChangelogFormErrors = Partial<Record<'title' | 'body' | 'roadmap', 'required'>>;

export const emptyForm = (roadmap: string): ChangelogFormValues => ({ title: '', body: '', roadmap, items: [] });

export const formOf = (entry: TChangelog): ChangelogFormValues => ({
  title: entry.title,
  body: entry.body,
  roadmap: entry.app?._id ?? 'platform',
  items: entry.items,
});

/** What is missing before the form can be sent (the server checks lengths and the items' roadmap). */
export function validateChangelog(values: ChangelogFormValues): ChangelogFormErrors {
  const errors: ChangelogFormErrors = {};
  if (!values.title.trim()) errors.title = 'required';
  if (!htmlToText(values.body)) errors.body = 'required';
  if (!values.roadmap) errors.roadmap = 'required';
  return errors;
}

/**
 * The errors still true after an edit: a field's message goes as soon as it is valid, but a field the
 * user has not reached yet gets no new message until the next save.
 */
export function stillInvalid(shown: ChangelogFormErrors, values: ChangelogFormValues): ChangelogFormErrors {
  const now = validateChangelog(values);
  const kept: ChangelogFormErrors = {};
  for (const field of Object.keys(shown) as (keyof ChangelogFormErrors)[]) if (now[field]) kept[field] = now[field];
  return Object.keys(kept).length === Object.keys(shown).length ? shown : kept;
}

export const toCreate = (values: ChangelogFormValues): TChangelogCreate => ({
  title: values.title.trim(),
  body: values.body,
  appId: values.roadmap === 'platform' ? null : values.roadmap,
  itemIds: values.items.map((item) => item._id),
});

/** A published entry keeps its links, so only a draft sends its items. */
export const toUpdate = (values: ChangelogFormValues, draft: boolean): TChangelogUpdate => ({
  title: values.title.trim(),
  body: values.body,
  ...(draft ? { itemIds: values.items.map((item) => item._id) } : {}),
});

export const sameForm = (a: ChangelogFormValues, b: ChangelogFormValues) =>
  a.title === b.title &&
  a.body === b.body &&
  a.roadmap === b.roadmap &&
  a.items.map((i) => i._id).join() === b.items.map((i) => i._id).join();
