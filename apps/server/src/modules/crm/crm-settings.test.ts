import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { CRM_WEBHOOK_PUBLIC_KEY } from '../../integrations/crm/webhook-signature';
import { crmSettingsFromConfig } from './crm-settings';

const REAL = {
  CRM_API_URL: 'https://services.crm.example',
  CRM_MARKETPLACE_URL: 'https://marketplace.crm.example',
  CRM_ASSOCIATE_CLIENT_ID: 'assoc-id',
  CRM_ASSOCIATE_CLIENT_SECRET: 'assoc-secret',
  CRM_SYNC_CLIENT_ID: 'sync-id',
  CRM_SYNC_CLIENT_SECRET: 'sync-secret',
  CRM_SUPPORT_CLIENT_ID: 'support-id',
  CRM_SUPPORT_CLIENT_SECRET: 'support-secret',
  CRM_APP_CLIENT_ID: 'app-id',
  CRM_APP_CLIENT_SECRET: 'app-secret',
  CRM_SSO_SECRET: 'a-shared-secret-of-the-app',
};

describe('CRM settings', () => {
  it('uses the sandbox when no CRM address is set', () => {
    expect(crmSettingsFromConfig(loadConfig({}), 'http://localhost:3000')).toBeNull();
  });

  it('refuses a real CRM address without every credential, naming what is missing', () => {
    const { CRM_SYNC_CLIENT_SECRET: _left, CRM_SSO_SECRET: _out, ...partial } = REAL;
    expect(() => loadConfig(partial)).toThrow(ConfigError);
    expect(() => loadConfig(partial)).toThrow(/CRM_SYNC_CLIENT_SECRET, CRM_SSO_SECRET: CRM_API_URL/);
  });

  it('takes each OAuth app’s credentials from the environment, with its callback under /integrations', () => {
    const settings = crmSettingsFromConfig(loadConfig(REAL), 'https://apps.example.com/');
    expect(settings).toMatchObject({
      apiUrl: 'https://services.crm.example',
      marketplaceUrl: 'https://marketplace.crm.example',
      ssoSecret: REAL.CRM_SSO_SECRET,
      webhookPublicKey: CRM_WEBHOOK_PUBLIC_KEY,
    });
    expect(settings?.apps.crm_sync).toMatchObject({
      clientId: 'sync-id',
      clientSecret: 'sync-secret',
      redirectUri: 'https://apps.example.com/integrations/crm_sync',
    });
    expect(settings?.apps.support.scopes).toContain('conversations.readonly');
  });
});
