import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebhookKeys } from '../../integrations/crm/sandbox/test-sandbox';
import { signWebhookBody } from '../../integrations/crm/webhook-signature';
import { crmWebhookEvents } from './crm.tables';
import { createCrmTestApp } from './test-crm';

describe('webhooks from the CRM', () => {
  let crm: Awaited<ReturnType<typeof createCrmTestApp>>;
  beforeAll(async () => {
    crm = await createCrmTestApp();
  });
  afterAll(async () => {
    await crm?.close();
  });

  const event = (overrides: object = {}) =>
    JSON.stringify({
      type: 'LocationCreate',
      webhookId: randomUUID(),
      timestamp: new Date().toISOString(),
      companyId: crm.sandbox.summit.id,
      locationId: crm.sandbox.summit.locations[0]!.id,
      ...overrides,
    });
  const deliver = (raw: string, signature = signWebhookBody(raw, testWebhookKeys().privateKey)) =>
    crm.t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/webhooks',
      headers: { 'content-type': 'application/json', 'x-wh-signature': signature },
      payload: raw,
    });
  const recorded = async (raw: string) =>
    crm.t.db
      .select()
      .from(crmWebhookEvents)
      .where(eq(crmWebhookEvents.webhookId, JSON.parse(raw).webhookId));

  it('records a signed, fresh webhook once, however often the CRM delivers it', async () => {
    const raw = event();
    const first = await deliver(raw);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ duplicate: false });
    const again = await deliver(raw);
    expect(again.json().data).toEqual({ duplicate: true });
    expect(await recorded(raw)).toHaveLength(1);
  });

  it('refuses a body changed after signing, another key, no signature, and keeps nothing of them', async () => {
    const raw = event();
    const signature = signWebhookBody(raw, testWebhookKeys().privateKey);
    // The same JSON with one space more: the signature covers the bytes, so it no longer holds.
    const respaced = raw.replace('","', '", "');
    expect((await deliver(respaced, signature)).statusCode).toBe(401);
    const stranger = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect((await deliver(raw, signWebhookBody(raw, stranger.privateKey))).statusCode).toBe(401);
    const unsigned = await crm.t.app.inject({
      method: 'POST',
      url: '/api/v1/crm/webhooks',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.code).toBe('invalid_webhook');
    expect(await recorded(raw)).toHaveLength(0);
  });

  it('refuses a delivery older than 5 minutes (a replay) or from the future', async () => {
    const old = event({ timestamp: new Date(Date.now() - 6 * 60_000).toISOString() });
    expect((await deliver(old)).statusCode).toBe(401);
    const future = event({ timestamp: new Date(Date.now() + 6 * 60_000).toISOString() });
    expect((await deliver(future)).statusCode).toBe(401);
    expect(await recorded(old)).toHaveLength(0);
  });

  it('answers bad JSON and a body without its fields with 400', async () => {
    expect((await deliver('{not json')).statusCode).toBe(400);
    expect((await deliver(JSON.stringify({ type: 'INSTALL' }))).statusCode).toBe(400);
  });
});
