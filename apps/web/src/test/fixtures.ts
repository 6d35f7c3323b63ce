import type { TAgency } from '@atrium/contracts/agencies';
import type { TSession } from '@atrium/contracts/auth';
import type { TUser } from '@atrium/contracts/users';

/** Plain records shaped like the server's, for tests of the app shell. */
export const AGENCY: TAgency = {
  _id: '0190f5a0-0000-7000-8000-0000000000a1',
  name: 'Northwind Agency',
  email: 'hello@northwind.test',
  phone: null,
  website: null,
  logoUrl: null,
  plan: 'free',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const USER: TUser = {
  _id: '0190f5a0-0000-7000-8000-0000000000b1',
  email: 'ada@northwind.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'agency_admin',
  agencyId: AGENCY._id,
  locationId: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const SESSION: TSession = { token: 'tok-123', expiresAt: '2099-01-01T00:00:00.000Z', user: USER, agency: AGENCY };
