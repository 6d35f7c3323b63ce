import { z } from 'zod';
import { CrmApiError } from '../errors';
import { isCrmId } from '../ids';

/** A path id that cannot be one of the CRM's (20 letters and digits) names nothing: the same 404 as a missing row. */
export function assertCrmId(id: string, what: string): void {
  if (!isCrmId(id)) throw new CrmApiError(404, `${what} not found`);
}

/** The CRM's ids in a query or body. */
export const crmIdSchema = z.string().regex(/^[A-Za-z0-9]{20}$/, 'must be an id of 20 letters and digits');

/** Query numbers arrive as text; `skip`/`limit`/`offset` as the documents define them. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Query booleans arrive as `true`/`false`. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Optional free text of a query string, trimmed; empty counts as absent. */
export const queryText = z
  .string()
  .max(200)
  .transform((v) => v.trim() || undefined)
  .optional();
