import { describe, expect, it } from 'vitest';
import { EMPTY_TICKET, serverTicketErrors, validateTicket } from './ticket-form';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('validateTicket', () => {
  it('names each missing or too long field with its own message', () => {
    const result = validateTicket({ ...EMPTY_TICKET, subject: 'x'.repeat(161), description: '   ' }, t);
    expect(result).toEqual({
      ok: false,
      errors: { subject: 'errors.tooLong {"max":160,"count":160}', description: 'errors.required' },
    });
  });

  it('passes a complete ticket through the contract (trimmed)', () => {
    const result = validateTicket(
      { ...EMPTY_TICKET, subject: ' Help ', description: 'It broke', attachments: ['/uploads/support/a.png'] },
      t,
    );
    expect(result).toEqual({
      ok: true,
      body: {
        subject: 'Help',
        description: 'It broke',
        category: 'question',
        priority: 'normal',
        attachments: ['/uploads/support/a.png'],
      },
    });
  });

  it('refuses a sixth attachment', () => {
    const result = validateTicket(
      { ...EMPTY_TICKET, subject: 'a', description: 'b', attachments: Array.from({ length: 6 }, (_, i) => `/uploads/x${i}.png`) },
      t,
    );
    expect(result.ok ? null : result.errors.attachments).toBe('errors.atMost {"n":5}');
  });
});

describe('serverTicketErrors', () => {
  it('puts the server details beside the fields they name', () => {
    const data = {
      error: {
        code: 'bad_request',
        message: 'Invalid',
        details: [{ path: ['body', 'subject'], message: 'Subject is required' }],
      },
    };
    expect(serverTicketErrors(data)).toEqual({ subject: 'Subject is required' });
  });
});
