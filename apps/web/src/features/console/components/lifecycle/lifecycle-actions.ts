import type { TAppStatus } from '@atrium/contracts/apps';
import type { LifecycleStep } from '@/features/console/api/app-lifecycle';

/**
 * Which review steps a console user may take on an app in `status`. Creators submit drafts and
 * deprecate live apps; only the super admin approves or rejects (the server enforces the same).
 */
export function lifecycleActions(status: TAppStatus, isSuperAdmin: boolean): LifecycleStep[] {
  switch (status) {
    case 'draft':
      return ['submit'];
    case 'in_review':
      return isSuperAdmin ? ['approve', 'reject'] : [];
    case 'live':
      return ['deprecate'];
    default:
      return [];
  }
}
