import { useOnce } from '@/lib/load-once';
import { sessionRefresh } from '@/lib/session-refresh';
import { siteConfig } from '@/lib/site-config';

/**
 * Start-up work (SPEC 4): the stored session is already applied by the session store; here it is
 * refreshed from the server, and the site configuration (which header this host gets) is loaded.
 * main.tsx starts both before the first render; mounting starts them if nothing has (tests).
 */
export function useStartup(): { loading: boolean } {
  const site = useOnce(siteConfig);
  const session = useOnce(sessionRefresh);
  return { loading: !site.done || !session.done };
}
