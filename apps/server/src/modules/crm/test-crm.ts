import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sandboxClients } from '../../integrations/crm/sandbox/default-clients';
import type { ClientKey } from '../../integrations/crm/sandbox/deps';
import { consentBrowser } from '../../integrations/crm/sandbox/test-consent';
import { createTestSandbox, testWebhookKeys } from '../../integrations/crm/sandbox/test-sandbox';
import { signWebhookBody } from '../../integrations/crm/webhook-signature';
import { jsonRequest } from '../../test/http';
import { seedTenants } from '../../test/tenants';
import { createTestApp } from '../../test/test-app';
import { crmSettingsForSandbox } from './crm-settings';

export const ATRIUM_URL = 'https://apps.atrium.test';

type Who = { headers: Record<string, string> };

/**
 * A test app whose CRM is a sandbox listening on a free port (the app's client calls it over HTTP), with the
 * tenancy neighbours, and the steps of connecting through the sandbox's consent screen.
 */
export async function createCrmTestApp() {
  const sandbox = await createTestSandbox({ clients: sandboxClients(ATRIUM_URL) });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  const sandboxUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const t = await createTestApp(
    {},
    { crm: crmSettingsForSandbox({ sandboxUrl, atriumUrl: ATRIUM_URL, webhookPublicKey: testWebhookKeys().publicKey }) },
  );
  const tenants = await seedTenants(t);
  const http = jsonRequest(t.app);

  /** Starts a connection as `who`: the consent screen's address. */
  const start = async (who: Who, kind: ClientKey = 'crm_sync', body: object = {}) => {
    const res = await http.post(`/api/v1/crm/connections/${kind}/authorize`, body, who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().data.url);
  };

  /** The person at the CRM's consent screen signs in as `email` and approves the agency: where the CRM sends them. */
  const approve = async (url: URL, email: string, kind: ClientKey = 'crm_sync') => {
    const browser = consentBrowser(sandbox, { clientKey: kind, state: url.searchParams.get('state')! });
    await browser.open();
    await browser.signIn(email);
    await browser.open();
    const res = await browser.approve({ target: 'company' });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(res.headers.location as string);
  };

  const callback = (who: Who, body: object) => http.post('/api/v1/crm/callback', body, who.headers);

  /** The whole flow: start, consent as `email`, callback; the connection. */
  const connect = async (who: Who, email: string, kind: ClientKey = 'crm_sync') => {
    const back = await approve(await start(who, kind), email, kind);
    const res = await callback(who, { kind, state: back.searchParams.get('state'), code: back.searchParams.get('code') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { _id: string };
  };

  /** A webhook from the CRM, signed and sent now; `raw` is the body, to deliver the very same one again. */
  const webhook = async (
    body: object,
    raw = JSON.stringify({ webhookId: randomUUID(), timestamp: new Date().toISOString(), ...body }),
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/webhooks',
      headers: { 'content-type': 'application/json', 'x-wh-signature': signWebhookBody(raw, testWebhookKeys().privateKey) },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { raw, duplicate: res.json().data.duplicate as boolean };
  };

  return {
    sandbox,
    t,
    webhook,
    tenants,
    http,
    start,
    approve,
    callback,
    connect,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}
