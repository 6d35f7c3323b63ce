import { type TPodcast, type TPodcastCreate, ZPodcastCreate } from '@atrium/contracts/podcasts';
import { collectErrors, type FieldErrors, type Translate } from '@/lib/forms/field-errors';
import { serverFieldErrors as fieldErrorsOf } from '@/lib/forms/server-errors';

export const PODCAST_FIELDS = ['title', 'date', 'video', 'description'] as const;
export type PodcastField = (typeof PODCAST_FIELDS)[number];
export type PodcastFormValues = Record<PodcastField, string>;
export type PodcastFormErrors = FieldErrors<PodcastField>;

/** Today in the admin's own time zone, as YYYY-MM-DD (what a date input holds). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A new podcast starts dated today (a date is required and is usually the day it is written). */
export function toFormValues(podcast?: TPodcast | null, now = new Date()): PodcastFormValues {
  return {
    title: podcast?.title ?? '',
    date: podcast ? (podcast.date ?? '') : todayIso(now),
    video: podcast?.video ?? '',
    description: podcast?.description ?? '',
  };
}

const isField = (value: unknown): value is PodcastField => PODCAST_FIELDS.includes(value as PodcastField);

/** Contract messages are English; the form shows its own translated text per field and problem. */
function messageFor(field: PodcastField, code: string, maximum: unknown, values: PodcastFormValues, t: Translate): string {
  if (code === 'too_big') return t('form.errors.tooLong', { max: Number(maximum), count: Number(maximum) });
  if (field === 'title') return t('form.errors.titleRequired');
  if (field === 'video') return t('form.errors.video');
  if (field === 'date') return values.date.trim() ? t('form.errors.date') : t('form.errors.dateRequired');
  return t('form.errors.invalid');
}

export type PodcastFormResult = { ok: true; body: TPodcastCreate } | { ok: false; errors: PodcastFormErrors };

/** Validates with the same contract the server uses (ZPodcastCreate): title and date are required. */
export function validatePodcastForm(values: PodcastFormValues, t: Translate): PodcastFormResult {
  const parsed = ZPodcastCreate.safeParse({
    title: values.title,
    description: values.description,
    date: values.date.trim() || null,
    video: values.video,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors = collectErrors(
    parsed.error.issues,
    (issue) => (isField(issue.path[0]) ? issue.path[0] : null),
    (issue, field) => messageFor(field, issue.code, 'maximum' in issue ? issue.maximum : undefined, values, t),
  );
  return { ok: false, errors };
}

/** Maps a 400's `details` onto form fields; the last segment of a path names the field. */
export function serverFieldErrors(data: unknown): PodcastFormErrors {
  return fieldErrorsOf(data, (path) => {
    const field = path.at(-1);
    return isField(field) ? field : null;
  });
}
