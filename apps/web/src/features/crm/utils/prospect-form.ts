import {
  PROSPECT_MAX_TAGS,
  PROSPECT_TAG_MAX_LENGTH,
  PROSPECT_TEXT_FIELDS,
  type TProspect,
  type TProspectCreate,
  ZProspectCreate,
} from '@atrium/contracts/prospects';
import type { FieldErrors, Translate } from '@/lib/forms/field-errors';

export type ProspectTextField = (typeof PROSPECT_TEXT_FIELDS)[number];
export type ProspectField = ProspectTextField | 'tags' | 'status';

export type ProspectValues = Record<ProspectTextField, string> & { tags: string[]; status: TProspectCreate['status'] };

export function prospectValues(prospect: TProspect | null): ProspectValues {
  const text = (field: ProspectTextField) => prospect?.[field] ?? '';
  return {
    ...(Object.fromEntries(PROSPECT_TEXT_FIELDS.map((field) => [field, text(field)])) as Record<ProspectTextField, string>),
    tags: prospect?.tags ?? [],
    status: prospect && prospect.status !== 'converted' ? prospect.status : 'new',
  };
}

/** What a tag typed into the tag box lacks, as an error key (null: it may be added). */
export function tagProblem(tag: string, tags: readonly string[]): string | null {
  const value = tag.trim();
  if (!value) return null;
  if (/[,;|]/.test(value)) return 'tagChars';
  if (value.length > PROSPECT_TAG_MAX_LENGTH) return 'tagLength';
  if (tags.length >= PROSPECT_MAX_TAGS && !tags.includes(value)) return 'tagCount';
  return null;
}

/**
 * Checks the form with the server's own contract and words each field's first problem in the reader's language
 * (the contract's messages are English).
 */
export function validateProspect(
  values: ProspectValues,
  t: Translate,
): { ok: true; data: TProspectCreate } | { ok: false; errors: FieldErrors<ProspectField> } {
  const result = ZProspectCreate.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<ProspectField> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as ProspectField;
    if (errors[field]) continue;
    if (field === 'businessName')
      errors[field] = issue.code === 'too_big' ? t('errors.tooLong', { max: 200 }) : t('errors.required');
    else if (field === 'email') errors[field] = t('errors.email');
    else if (field === 'website') errors[field] = t('errors.url');
    else if (field === 'phone') errors[field] = t('errors.phone');
    else if (field === 'tags') errors[field] = t('errors.tagCount', { max: PROSPECT_MAX_TAGS });
    else if (issue.code === 'too_big') errors[field] = t('errors.tooLong', { max: Number(issue.maximum) });
    else errors[field] = t('errors.invalid');
  }
  return { ok: false, errors };
}
