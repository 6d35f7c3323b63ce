import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotFailingAssetsOf, snapshotFailureRateOf, startCrmSandbox } from './start';
import { createTestDatabase, testSandboxOptions } from './test-sandbox';
import { sandboxWebhookKeys } from './webhook-keys';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('startCrmSandbox', () => {
  it('listens, says where in one line, answers over HTTP and closes', async () => {
    const lines: string[] = [];
    const sandbox = await startCrmSandbox({
      ...testSandboxOptions(database.pool),
      // Its own address, as `npm run sandbox:crm` has it.
      publicUrl: undefined,
      port: 0,
      host: '127.0.0.1',
      log: (line) => lines.push(line),
    });
    try {
      expect(sandbox.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(lines).toEqual([`[crm-sandbox] listening on ${sandbox.url}`]);
      const port = new URL(sandbox.url).port;
      const page = await fetch(`http://127.0.0.1:${port}/oauth/chooselocation?client_id=nobody`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Unknown app');
      const token = await fetch(`http://127.0.0.1:${port}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token',
      });
      expect(token.status).toBe(400);
      expect(await token.json()).toMatchObject({ error: 'invalid_request' });
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.url}/oauth/token`)).rejects.toThrow();
  });

  it('keeps one webhook key pair across starts', async () => {
    const first = await sandboxWebhookKeys(database.pool);
    const second = await sandboxWebhookKeys(database.pool);
    expect(second).toEqual(first);
    expect(first.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });
});

describe('snapshotFailureRateOf', () => {
  it('reads CRM_SANDBOX_SNAPSHOT_FAILURE_RATE, 5% when unset, and refuses a rate outside 0 to 1', () => {
    expect(snapshotFailureRateOf({})).toBe(0.05);
    expect(snapshotFailureRateOf({ CRM_SANDBOX_SNAPSHOT_FAILURE_RATE: '' })).toBe(0.05);
    expect(snapshotFailureRateOf({ CRM_SANDBOX_SNAPSHOT_FAILURE_RATE: '0' })).toBe(0);
    expect(snapshotFailureRateOf({ CRM_SANDBOX_SNAPSHOT_FAILURE_RATE: '0.25' })).toBe(0.25);
    expect(() => snapshotFailureRateOf({ CRM_SANDBOX_SNAPSHOT_FAILURE_RATE: '2' })).toThrow(/0 to 1/);
    expect(() => snapshotFailureRateOf({ CRM_SANDBOX_SNAPSHOT_FAILURE_RATE: 'often' })).toThrow(/0 to 1/);
  });
});

describe('snapshotFailingAssetsOf', () => {
  it('reads comma-separated asset types, none by default, and refuses unknown ones', () => {
    expect(snapshotFailingAssetsOf({})).toEqual([]);
    expect(snapshotFailingAssetsOf({ CRM_SANDBOX_SNAPSHOT_FAILING_ASSETS: ' trigger_links, forms ' })).toEqual([
      'trigger_links',
      'forms',
    ]);
    expect(() => snapshotFailingAssetsOf({ CRM_SANDBOX_SNAPSHOT_FAILING_ASSETS: 'forms,widgets' })).toThrow(
      /unknown asset types: widgets/,
    );
  });
});
