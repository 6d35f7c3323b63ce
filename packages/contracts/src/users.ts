import { z } from 'zod';
import { ZId, zData } from './common';
import { ZRole } from './roles';

export const ZUser = z.object({
  _id: ZId,
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  role: ZRole,
  agencyId: ZId.nullable(),
  locationId: ZId.nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserResponse = zData(ZUser);
