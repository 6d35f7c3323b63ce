import { createHash } from 'node:crypto';
import { ATRIUM_APP_SCOPES } from '../crm-scopes';
import { CLIENT_KEYS, type ClientKey, type SandboxClient } from './deps';

const hex = (value: string, length: number) => createHash('sha256').update(value).digest('hex').slice(0, length);

/**
 * The sandbox's registration of Atrium's four apps: client ids shaped like the marketplace's (`<24-hex app id>-<suffix>`),
 * fixed credentials (a local sandbox holds nothing worth a secret; the real CRM's come from the environment), and
 * callbacks on Atrium's `/integrations/<app>` pages at `atriumUrl`.
 */
export function sandboxClients(atriumUrl: string): Record<ClientKey, SandboxClient> {
  const base = atriumUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    CLIENT_KEYS.map((key) => [
      key,
      {
        clientId: `${hex(`atrium-app:${key}`, 24)}-sandbox`,
        clientSecret: `sandbox-secret-${key}-${hex(`atrium-secret:${key}`, 16)}`,
        scopes: ATRIUM_APP_SCOPES[key],
        redirectUris: [`${base}/integrations/${key}`],
      },
    ]),
  ) as Record<ClientKey, SandboxClient>;
}

/** The shared secret of the `app` app that encrypts REQUEST_USER_DATA answers, when none is configured. */
export const SANDBOX_SSO_SECRET = 'atrium-crm-sandbox-sso-secret';
