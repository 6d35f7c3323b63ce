import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME, ticket } from '@/features/support/support-fixtures';
import { stubFetch } from '@/test/app-harness';
import { changeTicket, type TicketChange } from './change-ticket';

const TICKET = ticket();
const ID = TICKET._id;

afterEach(() => vi.unstubAllGlobals());

describe('changeTicket', () => {
  it.each<[TicketChange, string, string, unknown]>([
    [{ kind: 'update', input: { status: 'solved' } }, 'PUT', `/api/v1/support/${ID}`, { status: 'solved' }],
    [{ kind: 'assign', userId: ME._id }, 'POST', '/api/v1/support/assign_user', { ticketId: ID, userId: ME._id }],
    [{ kind: 'assign', userId: null }, 'POST', '/api/v1/support/assign_user', { ticketId: ID, userId: null }],
    [{ kind: 'close' }, 'POST', `/api/v1/support/${ID}/close`, undefined],
    [{ kind: 'rate', rating: 4, comment: '' }, 'POST', `/api/v1/support/${ID}/rating`, { rating: 4 }],
  ])('sends %o as %s %s and answers the plain ticket', async (change, method, url, body) => {
    const { calls } = stubFetch(() => ({ body: { data: TICKET } }));
    await expect(changeTicket(ID, change, 'token')).resolves.toEqual(TICKET);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url });
    expect(calls[0]?.body).toEqual(body);
    expect(calls[0]?.headers.Authorization).toBe('Bearer token');
  });
});
