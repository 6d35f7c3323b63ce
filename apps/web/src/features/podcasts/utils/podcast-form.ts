import { type TPodcast, type TPodcastCreate, ZPodcastCreate } from '@atrium/contracts/podcasts';

export const PODCAST_FIELDS = ['title', 'date', 'video', 'description'] as const;
export type PodcastField = (typeof PODCAST_FIELDS)[number];
export type PodcastFormValues = Record<PodcastField, string>;
export type FieldErrors = Partial<Record<PodcastField, string>>;
export type Translate = (key: string, options?: Record<string, unknown>) => string;

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
  if (code === 'too_big') return t('form.errors.tooLong', { max: maximum });
  if (field === 'title') return t('form.errors.titleRequired');
  if (field === 'video') return t('form.errors.video');
  if (field === 'date') return values.date.trim() ? t('form.errors.date') : t('form.errors.dateRequired');
  return t('form.errors.invalid');
}

export type PodcastFormResult = { ok: true; body: TPodcastCreate } | { ok: false; errors: FieldErrors };

/** Validates with the same contract the server uses (ZPodcastCreate): title and date are required. */
export function validatePodcastForm(values: PodcastFormValues, t: Translate): PodcastFormResult {
  const parsed = ZPodcastCreate.safeParse({
    title: values.title,
    description: values.description,
    date: values.date.trim() || null,
    video: values.video,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field) && !errors[field]) {
      errors[field] = messageFor(field, issue.code, 'maximum' in issue ? issue.maximum : undefined, values, t);
    }
  }
  return { ok: false, errors };
}

interface DetailLike {
  path?: unknown;
  message?: unknown;
}

function detailsOf(data: unknown): DetailLike[] {
  if (!data || typeof data !== 'object') return [];
  const body = data as { error?: { details?: unknown }; details?: unknown };
  const details = body.error?.details ?? body.details;
  return Array.isArray(details) ? (details as DetailLike[]) : [];
}

/**
 * Maps a 400's `details` ([{ path, message }]) onto form fields. Paths may arrive as 'video',
 * 'body.video' or ['video'], so the last segment names the field.
 */
export function serverFieldErrors(data: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of detailsOf(data)) {
    const segments = Array.isArray(detail.path) ? detail.path.map(String) : String(detail.path ?? '').split(/[./]/);
    const field = segments.filter(Boolean).pop();
    if (isField(field) && !errors[field] && typeof detail.message === 'string') errors[field] = detail.message;
  }
  return errors;
}
