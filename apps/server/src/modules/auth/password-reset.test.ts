import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../platform/email/email.tables';
import { SECRET_NOTE } from '../../platform/email/send-email';
import { type SmtpTestServer, startSmtpTestServer } from '../../platform/email/smtp-test-server';
import { memberships, users } from '../../platform/tenancy/tenancy.tables';
import { expectError } from '../../test/http';
import { seedTenants, TEST_PASSWORD, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { passwordResetTokens } from './auth.tables';
import { RESET_MAILS_PER_HOUR, sendInvitation } from './password-reset.service';

let t: TestApp;
let tenants: Tenants;
let smtp: SmtpTestServer;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  tenants = await seedTenants(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = 'a-brand-new-passphrase';
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: 'learn.atrium.test', ...headers } });
const forgot = (email: string, headers?: Record<string, string>) => post('/api/v1/user/forgot-password', { email }, headers);
const reset = (token: string, password = NEW_PASSWORD) => post('/api/v1/user/reset-password', { token, password });
const signIn = (email: string, password: string) => post('/api/v1/auth/sign-in', { email, password });

/** Asks for a link and reads it from the mail the SMTP server received (the n-th one to that address). */
async function mailedToken(email: string, nth = 1): Promise<{ token: string; link: string }> {
  const before = smtp.received.length;
  expect((await forgot(email)).statusCode).toBe(200);
  const deadline = Date.now() + 5_000;
  while (received(email).length < nth && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  const mail = received(email)[nth - 1];
  expect(mail, `mail ${nth} to ${email} (had ${before})`).toBeDefined();
  const link = /https?:\/\/\S+/.exec(mail!.text ?? '')![0];
  return { link, token: new URL(link).searchParams.get('token')! };
}
const received = (email: string) => smtp.received.filter((m) => JSON.stringify(m.to).toLowerCase().includes(email.toLowerCase()));

describe('POST /api/v1/user/forgot-password', () => {
  it('mails a reset link to the web page on the host that asked, with a token stored only as a hash', async () => {
    const { link, token } = await mailedToken('admin@alpha.test');
    expect(link).toMatch(/^http:\/\/learn\.atrium\.test\/reset-password\?token=[\w-]{43}$/);
    const mail = received('admin@alpha.test')[0]!;
    expect(mail.subject).toBe('Reset your Atrium password');
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.html).toContain(`href="${link}"`);
    const dump = JSON.stringify((await t.pool.query('select * from password_reset_tokens')).rows);
    expect(dump).not.toContain(token);
    const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, tenants.adminA._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
    // Delivered, so the outbox keeps the record but not the usable link.
    const [kept] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'admin@alpha.test'));
    expect(kept).toMatchObject({ kind: 'password_reset', text: SECRET_NOTE, html: null, error: null });
    expect(kept!.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify((await t.pool.query('select * from email_outbox')).rows)).not.toContain(token);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const known = await forgot('staff@alpha.test');
    const unknown = await forgot('nobody@nowhere.test');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.body).toBe('{"data":{"ok":true}}');
    await smtp.waitFor('staff@alpha.test');
    expect(received('nobody@nowhere.test')).toHaveLength(0);
    const { rows } = await t.pool.query("select count(*) from email_outbox where to_address = 'nobody@nowhere.test'");
    expect(Number(rows[0].count)).toBe(0);
  });

  it('never links to a host that is not configured (a forged Host header)', async () => {
    await forgot('lead@bravo-one.test', { host: 'evil.example' });
    const mail = await smtp.waitFor('lead@bravo-one.test');
    expect(mail.text).toContain('https://apps.atrium.test/reset-password?token=');
    expect(mail.text).not.toContain('evil.example');
  });

  it(`mails one account at most ${RESET_MAILS_PER_HOUR} times an hour, with the same answer after`, async () => {
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) expect((await forgot('staff@alpha-two.test')).statusCode).toBe(200);
    await smtp.waitFor('staff@alpha-two.test');
    await new Promise((r) => setTimeout(r, 500));
    expect(received('staff@alpha-two.test')).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('validates the email', async () => {
    const res = await forgot('not-an-email');
    expect(expectError(res, 400, 'validation_error').details).toEqual([
      { path: ['email'], message: 'Enter a valid email address' },
    ]);
  });
});

describe('POST /api/v1/user/reset-password', () => {
  it('sets the new password, signs out every session of the account, and works once', async () => {
    const user = tenants.staffA1;
    const second = (await signIn(user.email, TEST_PASSWORD)).json().data.token as string;
    const { token } = await mailedToken(user.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    for (const bearer of [user.token, second]) {
      const me = await t.app.inject({ url: `/api/v1/user/${user._id}`, headers: { authorization: `Bearer ${bearer}` } });
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'yet-another-passphrase');
    expect(expectError(again, 400, 'reset_link_used').message).toMatch(/already been used/);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stops the account’s other links once one is used', async () => {
    const email = tenants.staffA.email;
    const first = await mailedToken(email);
    const second = await mailedToken(email, 2);
    expect((await reset(second.token)).statusCode).toBe(200);
    expectError(await reset(first.token), 400, 'reset_link_used');
  });

  it('refuses an expired link with a clear 400, and the password stays', async () => {
    const email = tenants.adminB.email;
    const { token } = await mailedToken(email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, tenants.adminB._id));
    const res = await reset(token);
    expect(expectError(res, 400, 'reset_link_expired').message).toMatch(/expired/);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a token it never issued', async () => {
    expectError(await reset('A'.repeat(43)), 400, 'reset_link_invalid');
  });

  it('checks the new password as registration does, without using the link up', async () => {
    const email = tenants.locationAdminB1.email;
    const { token } = await mailedToken(email);
    const common = await reset(token, 'Password123');
    expect(expectError(common, 400, 'validation_error').details).toEqual([
      expect.objectContaining({ path: ['password'], reason: 'common_password' }),
    ]);
    const short = await reset(token, 'short');
    expect(expectError(short, 400, 'validation_error').details).toEqual([
      { path: ['password'], message: 'Password must be at least 8 characters' },
    ]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('validates the body', async () => {
    expectError(await post('/api/v1/user/reset-password', { password: NEW_PASSWORD }), 400, 'validation_error');
    expectError(
      await post('/api/v1/user/reset-password', { token: 'x', password: NEW_PASSWORD, extra: 1 }),
      400,
      'validation_error',
    );
  });
});

describe('invitations (accounts made by someone else, a CSV import say)', () => {
  const invite = async (userId: string, email: string, nth = 1) => {
    await sendInvitation({ db: t.db, mailer: t.app.deps.mailer, userId, baseUrl: 'https://apps.atrium.test' });
    const mail = await smtp.waitFor(email);
    const deadline = Date.now() + 5_000;
    while (received(email).length < nth && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    const sent = received(email)[nth - 1] ?? mail;
    const link = /https?:\/\/\S+/.exec(sent.text ?? '')![0];
    return { mail: sent, link, token: new URL(link).searchParams.get('token')! };
  };

  it('invites to the agency with a 7-day link to a page that sets the password, then works once', async () => {
    const user = tenants.locationAdminA1;
    const { mail, link, token } = await invite(user._id, user.email);
    expect(mail.subject).toBe('You were invited to Alpha on Atrium');
    expect(mail.text).toContain('You were invited to Alpha on Atrium. Set your password within 7 days to start:');
    expect(mail.text!.replace(link, '')).not.toMatch(/reset/i);
    expect(mail.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">Set your password</a>`);
    expect(link).toMatch(/^https:\/\/apps\.atrium\.test\/reset-password\?token=[\w-]{43}&kind=invite$/);
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user._id));
    expect(row?.purpose).toBe('invite');
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
    const [kept] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    expect(kept).toMatchObject({ kind: 'invitation', text: SECRET_NOTE });

    expect((await reset(token)).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(expectError(await reset(token, 'yet-another-passphrase'), 400, 'reset_link_used').message).toMatch(
      /invitation link has already been used/,
    );
  });

  it('says an expired invitation lasted 7 days, and is not held to the hourly reset mails', async () => {
    const [made] = await t.db
      .insert(users)
      .values({ email: 'new@bravo.test', passwordHash: '!invited', firstName: 'Nia', lastName: 'New' })
      .returning();
    await t.db.insert(memberships).values({ userId: made!._id, role: 'agency_staff', agencyId: tenants.agencyB._id });
    const user = made!;
    for (let i = 1; i <= RESET_MAILS_PER_HOUR + 1; i++) await invite(user._id, user.email, i);
    expect(received(user.email)).toHaveLength(RESET_MAILS_PER_HOUR + 1);
    const { token } = await invite(user._id, user.email, RESET_MAILS_PER_HOUR + 2);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user._id));
    expect(expectError(await reset(token), 400, 'reset_link_expired').message).toBe(
      'This invitation link has expired (invitations work for 7 days). Use "Forgot password?" to get a new link.',
    );
  });
});

describe('rate limit', () => {
  it('limits forgot and reset requests per address and minute', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/user/forgot-password',
          payload: { email: `n${i}@x.test` },
        });
        statuses.push(res.statusCode);
      }
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/user/reset-password',
        payload: { token: 'x', password: NEW_PASSWORD },
      });
      expect(statuses).toEqual([200, 200, 200]);
      expectError(res, 429);
      // Sign-in keeps its own budget.
      const signInRes = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: 'a@b.test', password: 'x' },
      });
      expect(signInRes.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('two tabs with one link', () => {
  it('let exactly one of them set the password', async () => {
    const email = tenants.superAdmin.email;
    const { token } = await mailedToken(email);
    const [a, b] = await Promise.all([reset(token, 'first-tab-passphrase'), reset(token, 'second-tab-passphrase')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expectError(loser, 400, 'reset_link_used');
    const winner = a.statusCode === 200 ? 'first-tab-passphrase' : 'second-tab-passphrase';
    expect((await signIn(email, winner)).statusCode).toBe(200);
  });
});
