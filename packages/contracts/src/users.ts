import { z } from 'zod';
import { ZId, ZIdParams, zData, zEmail, zText } from './common';
import { endpoint } from './endpoint';
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

export const userEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/v1/user/:id',
    tag: 'Users',
    summary: 'A user by _id (yourself, or someone in your agency or location)',
    auth: 'user',
    params: ZIdParams,
    data: ZUser,
  }),
};
