import { type TRoadmapRequest, ZRoadmapRequest } from '@atrium/contracts/roadmap';
import type { FieldErrors, Translate } from '@/lib/forms/field-errors';
import { contractErrors } from '@/lib/forms/issue-message';
import { plainToRich } from '@/lib/plain-text';

/** The Request page's fields as typed; `roadmap` is 'platform' or an app id. */
export interface RequestFormValues {
  title: string;
  description: string;
  category: string;
  roadmap: string;
}

export const REQUEST_FIELDS = ['title', 'description', 'category', 'appId'] as const;
export const EMPTY_REQUEST: RequestFormValues = { title: '', description: '', category: '', roadmap: 'platform' };

export function validateRequest(
  values: RequestFormValues,
  t: Translate,
): { ok: true; body: TRoadmapRequest } | { ok: false; errors: FieldErrors } {
  const body: TRoadmapRequest = {
    title: values.title,
    description: plainToRich(values.description),
    category: values.category,
    appId: values.roadmap === 'platform' ? null : values.roadmap,
  };
  const parsed = ZRoadmapRequest.safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, errors: contractErrors(parsed.error.issues, { ...values }, t) };
}
