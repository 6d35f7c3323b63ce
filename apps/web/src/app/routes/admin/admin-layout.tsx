import { RequireRole } from '../../require-role';

/**
 * The super admin's area (`/admin/*`), a lazy layout route: its guard and screens load only when
 * someone goes there, so no other visit downloads them. The server checks the role on every call.
 */
export function Component() {
  return <RequireRole allow="super_admin" />;
}
