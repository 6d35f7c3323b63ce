import { safeRedirect } from '@/lib/safe-redirect';
import { useSearchParams } from '@/lib/use-search-params';

/** Where to go after signing in: a safe `redirectTo` query parameter, or home. */
export function useRedirectTarget(): { target: string; query: string } {
  const [params] = useSearchParams();
  const raw = params.get('redirectTo');
  const target = safeRedirect(raw);
  return { target, query: target === '/' ? '' : `?redirectTo=${encodeURIComponent(target)}` };
}
