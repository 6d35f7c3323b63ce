import { CRM_CONNECTION_KINDS, type TCrmConnectionKind } from '@atrium/contracts/crm';
import type { Config } from '../../config';
import { ATRIUM_APP_SCOPES } from '../../integrations/crm/crm-scopes';
import { SANDBOX_SSO_SECRET, sandboxClients } from '../../integrations/crm/sandbox/default-clients';
import { CRM_WEBHOOK_ED25519_PUBLIC_KEY, CRM_WEBHOOK_PUBLIC_KEY } from '../../integrations/crm/webhook-signature';

/** One of Atrium's OAuth apps at the CRM: its credentials, the scopes it asks for and its callback page. */
export interface CrmApp {
  clientId: string;
  clientSecret: string;
  scopes: string[];
  redirectUri: string;
}

/** Everything Atrium needs to talk to a CRM: the real one, or the sandbox started with the server. */
export interface CrmSettings {
  apiUrl: string;
  marketplaceUrl: string;
  apps: Record<TCrmConnectionKind, CrmApp>;
  ssoSecret: string;
  /** Checks `x-wh-signature` (RSA-SHA256). */
  webhookPublicKey: string;
  /** Checks `x-ghl-signature` (Ed25519), the real CRM's newer header; the sandbox signs with RSA only. */
  webhookEd25519PublicKey?: string;
  /**
   * Whether this is Atrium's own sandbox, which adds what the real CRM does not publish (decision 027): a snapshot's
   * contents, pushing a snapshot into existing locations, and retrying one asset.
   */
  sandbox: boolean;
}

/** Callbacks are the SPEC's pages under `/integrations/*` on the apps host. */
const redirectUri = (atriumUrl: string, kind: TCrmConnectionKind) => `${atriumUrl.replace(/\/+$/, '')}/integrations/${kind}`;

const CREDENTIALS: Record<TCrmConnectionKind, [keyof Config, keyof Config]> = {
  associate: ['CRM_ASSOCIATE_CLIENT_ID', 'CRM_ASSOCIATE_CLIENT_SECRET'],
  crm_sync: ['CRM_SYNC_CLIENT_ID', 'CRM_SYNC_CLIENT_SECRET'],
  support: ['CRM_SUPPORT_CLIENT_ID', 'CRM_SUPPORT_CLIENT_SECRET'],
  app: ['CRM_APP_CLIENT_ID', 'CRM_APP_CLIENT_SECRET'],
};

/** The real CRM's settings from the environment (config.ts has checked they are all there), or null for the sandbox. */
export function crmSettingsFromConfig(config: Config, atriumUrl: string): CrmSettings | null {
  if (!config.CRM_API_URL) return null;
  const apps = Object.fromEntries(
    CRM_CONNECTION_KINDS.map((kind) => {
      const [id, secret] = CREDENTIALS[kind];
      return [
        kind,
        {
          clientId: String(config[id]),
          clientSecret: String(config[secret]),
          scopes: ATRIUM_APP_SCOPES[kind],
          redirectUri: redirectUri(atriumUrl, kind),
        },
      ];
    }),
  ) as Record<TCrmConnectionKind, CrmApp>;
  return {
    apiUrl: config.CRM_API_URL,
    marketplaceUrl: config.CRM_MARKETPLACE_URL ?? config.CRM_API_URL,
    apps,
    ssoSecret: config.CRM_SSO_SECRET ?? '',
    webhookPublicKey: config.CRM_WEBHOOK_PUBLIC_KEY ?? CRM_WEBHOOK_PUBLIC_KEY,
    webhookEd25519PublicKey: CRM_WEBHOOK_ED25519_PUBLIC_KEY,
    sandbox: false,
  };
}

/** The settings that talk to a CRM sandbox at `sandboxUrl`, which registered Atrium's apps for `atriumUrl`. */
export function crmSettingsForSandbox(input: {
  sandboxUrl: string;
  atriumUrl: string;
  webhookPublicKey: string;
  /** The app's shared secret the sandbox encrypts REQUEST_USER_DATA with. */
  ssoSecret?: string;
}): CrmSettings {
  const clients = sandboxClients(input.atriumUrl);
  const apps = Object.fromEntries(
    CRM_CONNECTION_KINDS.map((kind) => [kind, { ...clients[kind], redirectUri: clients[kind].redirectUris[0]! }]),
  ) as Record<TCrmConnectionKind, CrmApp & { redirectUris?: string[] }>;
  return {
    apiUrl: input.sandboxUrl,
    marketplaceUrl: input.sandboxUrl,
    apps,
    ssoSecret: input.ssoSecret ?? SANDBOX_SSO_SECRET,
    webhookPublicKey: input.webhookPublicKey,
    sandbox: true,
  };
}
