import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port, for tests: what it receives is parsed with mailparser.
 * `rejectRecipients` makes it refuse every recipient (a 550), as a server refusing the mail would.
 */
export async function startSmtpTestServer(opts: { rejectRecipients?: boolean } = {}) {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on a loopback test server: nodemailer would otherwise upgrade and refuse the self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (opts.rejectRecipients) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the first received mail to `to` (waiting for it up to `timeoutMs`). */
    async waitFor(to: string, timeoutMs = 5_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((mail) => addressesOf(mail).includes(to.toLowerCase()));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
