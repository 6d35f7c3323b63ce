import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';

/** A list page as the API sends it. */
export const page = <T>(data: T[], nextCursor: string | null = null, total = data.length) => ({
  data,
  meta: { total, nextCursor },
});

/**
 * Signs a named person in with `role`: of the agency `agencyId` unless super admin, and of `locationId` when the role
 * belongs to a location.
 */
export function signInAs(
  role: TUser['role'],
  person: { _id: string; name: string },
  scope: { agencyId: string; locationId: string; token: string },
) {
  const [firstName = '', lastName = ''] = person.name.split(' ');
  setSession({
    token: scope.token,
    user: {
      _id: person._id,
      email: 'someone@summitgrowth.test',
      firstName,
      lastName,
      role,
      agencyId: role === 'super_admin' ? null : scope.agencyId,
      locationId: role === 'location_admin' || role === 'staff' ? scope.locationId : null,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    agency: null,
  });
}
