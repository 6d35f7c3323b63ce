/**
 * Only same-site relative paths are accepted as a post-login destination, so a crafted
 * `?redirectTo=//evil.example` link cannot send a fresh session to another site.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) can make browsers read a different URL than we checked.
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  const path = target.split(/[?#]/)[0] ?? '';
  // Going back to the sign-in screens after signing in would be a loop.
  if (path === '/login' || path === '/register') return fallback;
  return target;
}
