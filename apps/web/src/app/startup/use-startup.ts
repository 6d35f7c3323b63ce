import { useQuery } from '@tanstack/react-query';
import { sessionRefreshQuery } from '../../lib/session-refresh';
import { siteConfigQuery } from '../../lib/site-config';

/**
 * Start-up work (SPEC 4): the stored session is already applied by the session store; here it is
 * refreshed from the server, and the site configuration (which header this host gets) is loaded.
 */
export function useStartup(): { loading: boolean } {
  const site = useQuery(siteConfigQuery);
  const session = useQuery(sessionRefreshQuery);
  return { loading: site.isPending || session.isPending };
}
