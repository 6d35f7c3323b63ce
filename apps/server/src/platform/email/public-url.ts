import type { Config } from '../../config';

type UrlConfig = Pick<Config, 'PUBLIC_URL' | 'APPS_HOSTS' | 'EDUCATION_HOSTS' | 'AGENCY_HOSTS'>;

/**
 * The web app's address for links in mails, without a trailing slash: PUBLIC_URL when set; else the host the
 * request came to, but only when it is one of the configured hosts (a forged Host header must not send a reset
 * link to someone else's site); else the first APPS_HOSTS entry over https.
 */
export function publicBaseUrl(config: UrlConfig, request?: { protocol: string; host: string }): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  if (request && isConfiguredHost(request.host, config)) return `${request.protocol}://${request.host.toLowerCase()}`;
  const fallback = config.APPS_HOSTS.find((host) => !host.startsWith('*.')) ?? 'localhost';
  return `https://${fallback}`;
}

function isConfiguredHost(host: string, config: UrlConfig): boolean {
  // A host with anything but name characters and a port is not one we would ever link to.
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return [...config.APPS_HOSTS, ...config.EDUCATION_HOSTS, ...config.AGENCY_HOSTS].some((p) => {
    const pattern = p.toLowerCase();
    return pattern.startsWith('*.') ? name.endsWith(pattern.slice(1)) : name === pattern;
  });
}
