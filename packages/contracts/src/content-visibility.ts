import { z } from 'zod';
import { ZId, ZIdParams, zData } from './common';
import { endpoint } from './endpoint';

/**
 * Which of an agency's locations do not see one item of shared content (a platform item or the agency's
 * own): `GET|PUT /x/:id/visibility` on the resource groups that allow it. The set replaces the previous one.
 */
export const ZLocationHides = z
  .object({ hiddenFrom: z.array(ZId, 'hiddenFrom must list location ids').max(1_000, 'At most 1,000 locations') })
  .strict();
export type TLocationHides = z.infer<typeof ZLocationHides>;
export const ZLocationHidesResponse = zData(ZLocationHides);

// The path is generic here, so the params check of `endpoint()` cannot see `:id`: the schema is given untyped.
const idParams = ZIdParams as never;

/** `GET|PUT <path>/:id/visibility` of a resource group with location hides (agency admins only). */
export function locationHidesEndpoints<const P extends string>(group: { path: P; tag: string; label: string }) {
  const { tag } = group;
  const path = `${group.path}/:id/visibility` as `${P}/:id/visibility`;
  const name = group.label.toLowerCase();
  return {
    get: endpoint({
      method: 'GET',
      path,
      tag,
      summary: `The agency's locations that do not see a ${name}`,
      auth: 'user',
      params: idParams,
      data: ZLocationHides,
    }),
    set: endpoint({
      method: 'PUT',
      path,
      tag,
      summary: `Hide a ${name} from chosen locations of the agency`,
      auth: 'user',
      params: idParams,
      body: ZLocationHides,
      data: ZLocationHides,
    }),
  };
}

/** Any group's visibility endpoints, for code that serves every group (the web's "Visible to" dialog). */
export type TLocationHidesEndpoints = ReturnType<typeof locationHidesEndpoints<string>>;
