import type { TRole } from '@atrium/contracts/roles';

/**
 * Whether the writer may change a row (decision 009): the super admin writes the platform's rows, an agency admin
 * the agency's own. Lists include rows the writer only reads (others' published content); the screens leave those out.
 */
export function writesRow(owner: 'platform' | 'agency', role: TRole | undefined): boolean {
  if (role === 'super_admin') return owner === 'platform';
  if (role === 'agency_admin') return owner === 'agency';
  return false;
}
