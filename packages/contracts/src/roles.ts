import { z } from 'zod';

export const ROLES = [
  'super_admin',
  'agency_admin',
  'agency_staff',
  'location_admin',
  'staff',
  'app_creator',
  'business',
  'end_user',
] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Roles that sign in through the agency portal (`/auth/login`). */
export const AGENCY_PORTAL_ROLES: readonly TRole[] = ['super_admin', 'agency_admin', 'agency_staff', 'app_creator', 'business'];
/** Roles that sign in through the user portal (`/user/login`): location staff and end users. */
export const USER_PORTAL_ROLES: readonly TRole[] = ['location_admin', 'staff', 'end_user'];
