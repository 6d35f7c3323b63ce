import { z } from 'zod';
import { ZId, zData } from './common';

/**
 * Which of an agency's locations do not see one item of shared content (a platform item or the agency's
 * own): `GET|PUT /x/:id/visibility` on the resource groups that allow it. The set replaces the previous one.
 */
export const ZLocationHides = z
  .object({ hiddenFrom: z.array(ZId, 'hiddenFrom must list location ids').max(1_000, 'At most 1,000 locations') })
  .strict();
export type TLocationHides = z.infer<typeof ZLocationHides>;
export const ZLocationHidesResponse = zData(ZLocationHides);
