import type { THostKind } from '@atrium/contracts/hosts';
import type { siteEndpoints, TSiteConfig } from '@atrium/contracts/site';
import { callEndpoint, firstLoadEndpoint } from './api-client';
import { once, useOnce } from './load-once';

const getSiteConfig = firstLoadEndpoint<typeof siteEndpoints.config>({
  method: 'GET',
  path: '/api/v1/site-config',
  kind: 'data',
});
const RETRY_DELAY_MS = 1000;
const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The server writes the answer of /site-config into the page (docs/decisions/015); the id is its. */
const INLINE_ID = 'atrium-site-config';

/** The configuration the page came with, if any (a dev server or an older build has none). */
function inlineSiteConfig(): TSiteConfig | null {
  const text = document.getElementById(INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TSiteConfig;
  } catch {
    return null;
  }
}

/**
 * The configuration written into the page, else GET /api/v1/site-config; a network blip or a 5xx gets one
 * more try, after which the fallback applies.
 */
export async function fetchSiteConfig(): Promise<TSiteConfig | null> {
  const inline = inlineSiteConfig();
  if (inline) return inline;
  for (let attempt = 0; ; attempt += 1) {
    const result = await callEndpoint(getSiteConfig, { token: null });
    if (result.ok) return result.data ?? null;
    const transient = result.error.status === 0 || result.error.status >= 500;
    if (!transient || attempt >= 1) return null;
    await wait(RETRY_DELAY_MS);
  }
}

/** Which header this host gets does not change during a visit, so it is asked once per page load. */
export const siteConfig = once(fetchSiteConfig, null);

/** Without the server's answer, local development gets the education header (as the spec fixes) and any other host the apps header. */
export function fallbackHostKind(hostname: string = window.location.hostname): THostKind {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' ? 'education' : 'apps';
}

export function useSiteConfig(): { hostKind: THostKind; isLoading: boolean } {
  const state = useOnce(siteConfig);
  return { hostKind: (state.done ? state.value?.hostKind : undefined) ?? fallbackHostKind(), isLoading: !state.done };
}
