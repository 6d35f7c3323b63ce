import type { TContentOwner } from '@atrium/contracts/content';
import type { TRole } from '@atrium/contracts/roles';

/**
 * Whether the writer may change a row (decisions 009 and 013): the super admin writes the platform's rows and may
 * take down partners' (never an agency's), an agency admin the agency's own, an app creator their partner's. Lists
 * include rows the writer only reads (others' published content); the screens leave those out.
 */
export function writesRow(owner: TContentOwner, role: TRole | undefined): boolean {
  if (role === 'super_admin') return owner !== 'agency';
  if (role === 'agency_admin') return owner === 'agency';
  if (role === 'app_creator') return owner === 'partner';
  return false;
}

/** What a new item of this writer is owned by. */
export const ownerOfWriter = (role: TRole | undefined): TContentOwner =>
  role === 'super_admin' ? 'platform' : role === 'app_creator' ? 'partner' : 'agency';

/** The owners whose items a writer's lists can hold: agencies and partners never see each other's. */
export const ownersSeenBy = (role: TRole | undefined): readonly TContentOwner[] =>
  role === 'super_admin' ? ['platform', 'agency', 'partner'] : ['platform', ownerOfWriter(role)];

/** Banner settings are the platform's and each agency's; partners' banners follow the platform's. */
export const writesSettings = (role: TRole | undefined) => role === 'super_admin' || role === 'agency_admin';
