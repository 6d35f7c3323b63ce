import { z } from 'zod';
import { ZId, zData, zEmail, zText } from './common';
import { ZRole } from './roles';

export const ZUser = z.object({
  _id: ZId,
  email: zEmail(),
  firstName: zText(),
  lastName: zText(),
  role: ZRole,
  agencyId: ZId.nullable(),
  locationId: ZId.nullable(),
  createdAt: zText(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserResponse = zData(ZUser);
