import type { TRole } from '@atrium/contracts/roles';
import type { TSupportQueue } from '@atrium/contracts/support';

/** People who answer tickets: the platform's team (super admins) and agencies' teams (admins and staff). */
export const isSupportTeamRole = (role: TRole | undefined) =>
  role === 'super_admin' || role === 'agency_admin' || role === 'agency_staff';

/**
 * The queue tabs a person sees. The team works its queues; agency people also raise tickets to the
 * platform ("Submitted by us"); super admins raise none; everyone else sees just their side's tickets.
 */
export function queuesFor(role: TRole | undefined): TSupportQueue[] {
  if (role === 'super_admin') return ['unassigned', 'mine', 'all'];
  if (role === 'agency_admin' || role === 'agency_staff') return ['unassigned', 'mine', 'all', 'submitted'];
  return ['all'];
}
