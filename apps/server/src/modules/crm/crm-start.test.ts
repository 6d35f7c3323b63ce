import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openCrm } from './crm-start';

describe('openCrm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('with CRM_SANDBOX_URL, talks to the sandbox running there instead of starting one', async () => {
    // A port nothing listens on, and the sandbox's own port taken: starting a sandbox here would fail.
    const config = { ...t.config, CRM_SANDBOX_URL: 'http://127.0.0.1:3999/', CRM_SANDBOX_PORT: 1, CRM_API_URL: undefined };
    const messages: string[] = [];
    const crm = await openCrm({ config, pool: t.pool, log: (m) => messages.push(m) });
    expect(crm.settings.apiUrl).toBe('http://127.0.0.1:3999');
    expect(crm.settings.marketplaceUrl).toBe('http://127.0.0.1:3999');
    expect(messages).toEqual(['using the CRM sandbox at http://127.0.0.1:3999']);
    // The webhook key pair comes from the sandbox's schema of this database, so both sides agree.
    const { rows } = await t.pool.query("SELECT value FROM crm_sandbox.settings WHERE key = 'webhook_public_key'");
    expect(crm.settings.webhookPublicKey).toBe(rows[0].value);
    await crm.close();
  });
});
