import { safeRedirect } from '@/lib/safe-redirect';

/** Where `/sso?to=` goes once signed in: a path of this site only (as after the login page), never back to `/sso`. */
export function ssoTarget(to: string | null): string {
  const target = safeRedirect(to);
  return /^\/sso(?:[/?#]|$)/.test(target) ? '/' : target;
}
