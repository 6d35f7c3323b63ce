import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailOutbox } from './email.tables';
import { createMailer } from './mailer';
import { deliveryErrorCode, SECRET_NOTE, sendEmail } from './send-email';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

let t: TestApp;
let smtp: SmtpTestServer;
let refusing: SmtpTestServer;

beforeAll(async () => {
  [smtp, refusing] = await Promise.all([startSmtpTestServer(), startSmtpTestServer({ rejectRecipients: true })]);
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Atrium Test <robot@atrium.test>' });
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), refusing.close()]);
});

const rowOf = async (to: string) => {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

describe('sendEmail', () => {
  it('delivers over SMTP from MAIL_FROM and records the delivery in the outbox', async () => {
    await sendEmail({
      db: t.db,
      mailer: t.app.deps.mailer,
      to: 'ana@example.test',
      kind: 'test',
      subject: 'Hello Ana',
      text: 'Plain body',
      html: '<p>HTML body</p>',
    });
    const mail = await smtp.waitFor('ana@example.test');
    expect(mail.subject).toBe('Hello Ana');
    expect(mail.text?.trim()).toBe('Plain body');
    expect(mail.html).toContain('<p>HTML body</p>');
    expect(mail.from?.value[0]).toMatchObject({ address: 'robot@atrium.test', name: 'Atrium Test' });
    const row = await rowOf('ana@example.test');
    expect(row).toMatchObject({ kind: 'test', subject: 'Hello Ana', text: 'Plain body', error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps no copy of a delivered secret mail body', async () => {
    await sendEmail({
      db: t.db,
      mailer: t.app.deps.mailer,
      to: 'secret@example.test',
      kind: 'password_reset',
      subject: 'Reset',
      text: 'https://x.test/reset-password?token=abc',
      html: '<a href="https://x.test/reset-password?token=abc">reset</a>',
      secret: true,
    });
    expect((await smtp.waitFor('secret@example.test')).text).toContain('token=abc');
    const row = await rowOf('secret@example.test');
    expect(row.text).toBe(SECRET_NOTE);
    expect(row.html).toBeNull();
  });

  it('records a refused mail with its error code, logs no address, and does not throw', async () => {
    const log = quietLog();
    const mailer = createMailer({ config: { SMTP_URL: refusing.url, MAIL_FROM: 'a@b.test', NODE_ENV: 'test' }, log });
    await expect(
      sendEmail({ db: t.db, mailer, to: 'refused@example.test', kind: 'test', subject: 'S', text: 'T' }),
    ).resolves.toBeUndefined();
    mailer.close();
    const row = await rowOf('refused@example.test');
    expect(row.sentAt).toBeNull();
    expect(row.error).toBe('EENVELOPE (SMTP 550)');
    expect(log.warn).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('refused@example.test');
  });

  it('records an unreachable server as a connection error', async () => {
    const log = quietLog();
    // A port nothing listens on: the previous test's closed server would do, but an unused one is surer.
    const mailer = createMailer({ config: { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'a@b.test', NODE_ENV: 'test' }, log });
    await sendEmail({ db: t.db, mailer, to: 'nobody@example.test', kind: 'test', subject: 'S', text: 'T' });
    expect((await rowOf('nobody@example.test')).error).toBe('ESOCKET');
  });

  it('without SMTP_URL keeps the mail unsent in the outbox, and logs subject and links in development only', async () => {
    for (const NODE_ENV of ['development', 'production'] as const) {
      const log = quietLog();
      const mailer = createMailer({ config: { MAIL_FROM: 'a@b.test', NODE_ENV }, log });
      const to = `kept-${NODE_ENV}@example.test`;
      await sendEmail({ db: t.db, mailer, to, kind: 'test', subject: 'Kept', text: 'Open https://x.test/a?b=1 now' });
      const row = await rowOf(to);
      expect(row).toMatchObject({ sentAt: null, error: null, text: 'Open https://x.test/a?b=1 now' });
      if (NODE_ENV === 'development') {
        expect(log.info).toHaveBeenCalledWith(
          { kind: 'test', subject: 'Kept', links: ['https://x.test/a?b=1'] },
          expect.any(String),
        );
        expect(JSON.stringify(log.info.mock.calls)).not.toContain(to);
      } else expect(log.info).not.toHaveBeenCalled();
    }
  });
});

describe('deliveryErrorCode', () => {
  it('keeps codes and SMTP reply numbers, never messages', () => {
    expect(deliveryErrorCode(Object.assign(new Error('550 <a@b.c> no'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(
      'EENVELOPE (SMTP 550)',
    );
    expect(deliveryErrorCode(new Error('boom a@b.c'))).toBe('EUNKNOWN');
    expect(deliveryErrorCode({ code: 'a@b.c' })).toBe('EUNKNOWN');
  });
});
