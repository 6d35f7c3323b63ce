import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRM_WEBHOOK_ED25519_SIGNATURE_HEADER, CRM_WEBHOOK_SIGNATURE_HEADER, verifyWebhookSignature } from '../webhook-signature';
import { webhookSenderOf } from './resources/index';
import { apiHeaders, createTestSandbox, testWebhookKeys } from './test-sandbox';
import { createWebhookSender } from './webhooks';

interface Received {
  raw: string;
  signature: string;
  /** The Ed25519 signature header, when the key is Ed25519. */
  ed25519: string;
  body: Record<string, unknown>;
}

/** A tiny Atrium stand-in on port 0: records every POST and answers with what `respond` says. */
async function receiver(respond: (n: number) => number | Promise<number> = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        raw,
        signature: String(request.headers[CRM_WEBHOOK_SIGNATURE_HEADER] ?? ''),
        ed25519: String(request.headers[CRM_WEBHOOK_ED25519_SIGNATURE_HEADER] ?? ''),
        body: JSON.parse(raw),
      });
      response.statusCode = await respond(received.length);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/v1/crm/webhooks`, received, close: () => new Promise((r) => server.close(r)) };
}

const fakeLog = () => ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('createWebhookSender', () => {
  it('POSTs the body with its type, webhookId and timestamp, signed over the exact bytes', async () => {
    const r = await receiver();
    const sender = createWebhookSender({
      webhookUrl: r.url,
      webhookPrivateKeyPem: testWebhookKeys().privateKey,
      log: fakeLog(),
      now: () => new Date('2026-11-26T12:00:00.000Z'),
    });
    const id = sender.sendWebhook({
      type: 'ContactCreate',
      body: { locationId: 'loc', email: 'a@example.test', type: 'lead', webhookId: 'forged' },
    });
    await sender.idle();
    await r.close();
    expect(r.received).toHaveLength(1);
    const [{ raw, signature, body }] = r.received as [Received];
    expect(body).toEqual({
      locationId: 'loc',
      email: 'a@example.test',
      type: 'ContactCreate',
      webhookId: id,
      timestamp: '2026-11-26T12:00:00.000Z',
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(verifyWebhookSignature(raw, signature, testWebhookKeys().publicKey)).toBe(true);
    expect(verifyWebhookSignature(raw.replace('a@example', 'b@example'), signature, testWebhookKeys().publicKey)).toBe(false);
  });

  it('signs with Ed25519 in x-ghl-signature when the key is an Ed25519 one', async () => {
    const keys = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const r = await receiver();
    const sender = createWebhookSender({ webhookUrl: r.url, webhookPrivateKeyPem: keys.privateKey, log: fakeLog() });
    sender.sendWebhook({ type: 'LocationCreate', body: { id: 'loc' } });
    await sender.idle();
    await r.close();
    const [{ raw, signature, ed25519 }] = r.received as [Received];
    expect(signature).toBe('');
    expect(verifyWebhookSignature(raw, ed25519, keys.publicKey)).toBe(true);
  });

  it('tries again after a failure, with the same id and bytes', async () => {
    const r = await receiver((n) => (n < 3 ? 500 : 200));
    const log = fakeLog();
    const sender = createWebhookSender({
      webhookUrl: r.url,
      webhookPrivateKeyPem: testWebhookKeys().privateKey,
      log,
      retryDelaysMs: [10, 20],
    });
    sender.sendWebhook({ type: 'LocationUpdate', body: { id: 'loc' } });
    await sender.idle();
    await r.close();
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((x) => x.raw)).size).toBe(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('gives up after three tries and logs the failure without the body', async () => {
    const r = await receiver(() => 503);
    const log = fakeLog();
    const sender = createWebhookSender({
      webhookUrl: r.url,
      webhookPrivateKeyPem: testWebhookKeys().privateKey,
      log,
      retryDelaysMs: [5, 5],
    });
    const id = sender.sendWebhook({ type: 'ContactUpdate', body: { email: 'secret.person@example.test' } });
    await sender.idle();
    await r.close();
    expect(r.received).toHaveLength(3);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const [logged] = log.warn.mock.calls[0]!;
    expect(logged).toEqual({ webhook: { type: 'ContactUpdate', webhookId: id, status: 503, tries: 3 } });
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('secret.person');
  });
});

describe('the sandbox’s webhooks', () => {
  let r: Awaited<ReturnType<typeof receiver>>;
  let release: () => void = () => undefined;
  let holding = false;
  let t: Awaited<ReturnType<typeof createTestSandbox>>;
  beforeAll(async () => {
    r = await receiver(() => (holding ? new Promise<number>((resolve) => (release = () => resolve(200))) : 200));
    t = await createTestSandbox({ webhookUrl: r.url });
  });
  afterAll(async () => {
    release();
    await t?.close();
    await r?.close();
  });

  it('announces a contact created where the sync app is installed, without holding up the answer', async () => {
    const dental = t.summit.locations[0]!.id;
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: dental });
    holding = true;
    const response = await t.app.inject({
      method: 'POST',
      url: '/contacts/upsert',
      headers: apiHeaders(token),
      payload: { locationId: dental, email: 'hook@example.test', firstName: 'Hook' },
    });
    // The answer came while Atrium still holds the webhook's request open.
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(r.received).toHaveLength(1));
    holding = false;
    release();
    await webhookSenderOf(t.app).idle();
    const { raw, signature, body } = r.received[0]!;
    expect(verifyWebhookSignature(raw, signature, testWebhookKeys().publicKey)).toBe(true);
    expect(body).toMatchObject({
      type: 'ContactCreate',
      appId: t.clients.crm_sync.clientId.split('-')[0],
      locationId: dental,
      id: response.json().contact.id,
      email: 'hook@example.test',
      name: 'Hook',
    });
  });

  it('announces updates and deletions, and nothing for an update that changes nothing', async () => {
    const dental = t.summit.locations[0]!.id;
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, locationId: dental });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: apiHeaders(token) });
    const before = r.received.length;
    const id = (await call('POST', '/contacts/', { locationId: dental, email: 'cycle@example.test' })).json().contact.id;
    await call('PUT', `/contacts/${id}`, { city: 'Austin' });
    await call('PUT', `/contacts/${id}`, { city: 'Austin' });
    await call('DELETE', `/contacts/${id}`);
    await vi.waitFor(() => expect(r.received.length).toBe(before + 3));
    await webhookSenderOf(t.app).idle();
    const bodies = r.received.slice(before).map((x) => x.body);
    expect(bodies.map((b) => b.type)).toEqual(['ContactCreate', 'ContactUpdate', 'ContactDelete']);
    expect(bodies.every((b) => b.id === id)).toBe(true);
    expect(bodies[1]).toMatchObject({ city: 'Austin', email: 'cycle@example.test' });
  });

  it('announces a new location, and installs the apps its agency installed for future locations', async () => {
    const before = r.received.length;
    const agency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: ['locations.write'] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/locations/',
      headers: apiHeaders(agency),
      payload: { name: 'Summit Bike Shop', companyId: t.summit.id },
    });
    expect(created.statusCode).toBe(201);
    // LocationCreate, and INSTALL for each of Atrium's four apps (the demo installed them for future locations).
    await vi.waitFor(() => expect(r.received.length).toBe(before + 5));
    const bodies = r.received.slice(before).map((x) => x.body);
    expect(bodies.filter((b) => b.type === 'INSTALL')).toHaveLength(4);
    expect(bodies.find((b) => b.type === 'LocationCreate')).toMatchObject({
      appId: t.clients.crm_sync.clientId.split('-')[0],
      id: created.json().id,
      companyId: t.summit.id,
      name: 'Summit Bike Shop',
    });
    expect(bodies.find((b) => b.type === 'INSTALL')).toMatchObject({ installType: 'Location', locationId: created.json().id });
  });

  it('tells nothing about a location where no app of Atrium’s is installed', async () => {
    const before = r.received.length;
    const fitness = t.harbor.locations[0]!.id;
    const token = await t.token({ clientKey: 'crm_sync', companyId: t.harbor.id, locationId: fitness });
    const response = await t.app.inject({
      method: 'POST',
      url: '/contacts/',
      headers: apiHeaders(token),
      payload: { locationId: fitness, email: 'quiet@example.test' },
    });
    expect(response.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await webhookSenderOf(t.app).idle();
    expect(r.received.length).toBe(before);
  });

  it('sends INSTALL and UNINSTALL with the app, the agency and who did it', async () => {
    const before = r.received.length;
    const event = {
      clientKey: 'app' as const,
      appId: t.clients.app.clientId.split('-')[0]!,
      installType: 'Location' as const,
      companyId: t.harbor.id,
      locationId: t.harbor.locations[1]!.id,
      userId: t.harbor.users[0]!.id,
    };
    t.deps.events.emit('install', event);
    t.deps.events.emit('uninstall', event);
    await vi.waitFor(() => expect(r.received.length).toBe(before + 2));
    const bodies = r.received.slice(before).map((x) => x.body);
    expect(bodies.map((b) => b.type).sort()).toEqual(['INSTALL', 'UNINSTALL']);
    expect(bodies[0]).toMatchObject({
      appId: event.appId,
      installType: 'Location',
      companyId: t.harbor.id,
      locationId: event.locationId,
      userId: event.userId,
      companyName: 'Harbor Digital',
      webhookId: expect.any(String),
      timestamp: expect.any(String),
    });
  });

  it('announces a deleted location once (deleting it again says nothing)', async () => {
    const before = r.received.length;
    const agency = await t.token({ clientKey: 'crm_sync', companyId: t.summit.id, scopes: ['locations.write'] });
    const gone = t.summit.locations[5]!.id;
    const remove = () =>
      t.app.inject({ method: 'DELETE', url: `/locations/${gone}?deleteTwilioAccount=false`, headers: apiHeaders(agency) });
    expect((await remove()).statusCode).toBe(200);
    await vi.waitFor(() => expect(r.received.length).toBe(before + 1));
    expect(r.received.at(-1)!.body).toMatchObject({ type: 'LocationDelete', id: gone, companyId: t.summit.id });
    expect((await remove()).statusCode).not.toBe(500);
    await webhookSenderOf(t.app).idle();
    expect(r.received.length).toBe(before + 1);
  });
});
