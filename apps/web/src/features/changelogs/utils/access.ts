import type { TRole } from '@atrium/contracts/roles';

/**
 * Who sees "New entry" and the Drafts tab: the super admin (every roadmap) and app creators (their partner's
 * apps). The API decides per entry (`viewerCanManage`) and refuses anyone else, so this only shapes the screen.
 */
export const canWriteChangelogs = (role: TRole | undefined): boolean => role === 'super_admin' || role === 'app_creator';

/** Only the super admin writes the platform's own changelog. */
export const canWritePlatform = (role: TRole | undefined): boolean => role === 'super_admin';
