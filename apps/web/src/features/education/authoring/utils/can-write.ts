import type { TRole } from '@atrium/contracts/roles';
import type { AuthoringItem } from '../descriptor/group-descriptor';

/**
 * Whether this viewer may change an item (decision 009): the super admin writes the platform's, an agency
 * admin the agency's own. Everything else they see is read-only here; the server refuses it anyway.
 */
export function canWrite(role: TRole | undefined, item: Pick<AuthoringItem, 'owner'>): boolean {
  if (role === 'super_admin') return item.owner === 'platform';
  if (role === 'agency_admin') return item.owner === 'agency';
  return false;
}

/** What a new item of this viewer is owned by. */
export const ownerOfWriter = (role: TRole | undefined) => (role === 'super_admin' ? 'platform' : 'agency');
