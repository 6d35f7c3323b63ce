import { describe, expect, it } from 'vitest';
import { minutesAgo, NOW, ticket } from '@/features/support/support-fixtures';
import { firstResponse } from './first-response';

describe('firstResponse', () => {
  it('is met when the first answer came within the target, late when after', () => {
    expect(firstResponse(ticket({ createdAt: minutesAgo(300), firstResponseAt: minutesAgo(200) }), NOW)).toEqual({
      state: 'met',
      minutes: 100,
    });
    expect(firstResponse(ticket({ createdAt: minutesAgo(600), firstResponseAt: minutesAgo(100) }), NOW)).toEqual({
      state: 'late',
      minutes: 500,
    });
  });

  it('counts down to the target while unanswered, then counts how far past it', () => {
    expect(firstResponse(ticket({ createdAt: minutesAgo(60) }), NOW)).toEqual({ state: 'due', minutes: 180 });
    expect(firstResponse(ticket({ createdAt: minutesAgo(300) }), NOW)).toEqual({ state: 'overdue', minutes: 60 });
  });

  it('is nothing for a ticket sent without first-response data (the submitter side)', () => {
    const { firstResponseAt: _at, firstResponseTargetMinutes: _target, ...customers } = ticket({ createdAt: minutesAgo(300) });
    expect(firstResponse(customers, NOW)).toBeNull();
  });

  it('stops the clock for a ticket solved or closed without an answer', () => {
    expect(firstResponse(ticket({ createdAt: minutesAgo(900), status: 'closed' }), NOW)).toEqual({ state: 'none' });
  });
});
