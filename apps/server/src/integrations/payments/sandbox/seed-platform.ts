import type pg from 'pg';
import type { SandboxContext } from './context';
import { DEMO_PARTNER_ACCOUNT_IDS, DEMO_SUMMIT_ACCOUNT_ID, DEMO_SUMMIT_BUSINESS_NAME } from './demo-accounts';
import { seedSummitPayments } from './demo-payments';
import { PLATFORM_ACCOUNT_ID } from './keys';
import { accountJson, createConnectedAccount } from './resources/accounts-store';

/** Bumped when the demo grows: an older sandbox gets what it lacks (each step skips what exists). */
const DEMO_VERSION = '2';

async function exists(client: pg.PoolClient, id: string) {
  const { rowCount } = await client.query('SELECT 1 FROM stripe_sandbox.objects WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * The platform's own account (always), and with `demo` the demo's connected accounts (demo-accounts.ts), each made
 * once: a restarted sandbox keeps what it has.
 */
export async function seedPlatform(client: pg.PoolClient, ctx: SandboxContext, demo: boolean): Promise<void> {
  if (!(await exists(client, PLATFORM_ACCOUNT_ID))) {
    const created = Math.floor(ctx.now().getTime() / 1000);
    const data = accountJson(
      PLATFORM_ACCOUNT_ID,
      { type: 'standard', businessName: 'Atrium', email: 'payments@atrium.test', onboarded: true, origin: 'platform' },
      created,
    );
    await client.query(
      `INSERT INTO stripe_sandbox.objects (id, object, account, data, hidden, created) VALUES ($1, 'account', $1, $2, '{}', $3)`,
      [PLATFORM_ACCOUNT_ID, data, created],
    );
  }
  if (!demo) return;
  const { rows } = await client.query<{ value: string }>("SELECT value FROM stripe_sandbox.settings WHERE key = 'demo_version'");
  if (rows[0]?.value === DEMO_VERSION) return;
  const accounts = [
    { id: DEMO_SUMMIT_ACCOUNT_ID, name: DEMO_SUMMIT_BUSINESS_NAME, email: 'billing@summitgrowth.example' },
    ...Object.entries(DEMO_PARTNER_ACCOUNT_IDS).map(([name, id]) => ({
      id,
      name,
      email: `payments@${name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    })),
  ];
  for (const account of accounts) {
    if (await exists(client, account.id)) continue;
    await createConnectedAccount(client, ctx, {
      id: account.id,
      type: 'standard',
      businessName: account.name,
      email: account.email,
      onboarded: true,
      origin: 'oauth',
    });
  }
  await seedSummitPayments(client, ctx);
  await client.query(
    `INSERT INTO stripe_sandbox.settings (key, value) VALUES ('demo_version', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [DEMO_VERSION],
  );
}
