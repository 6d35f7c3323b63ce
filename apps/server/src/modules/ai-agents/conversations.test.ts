import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { supportTickets } from '../support/support.tables';
import { fakeRetrieval, finalEvent, publishedAgent } from './ai-agents-fixtures';

/** SPEC 7's chat conversations group, share settings and links, ratings and handoffs, across tenants (issue 24). */

let t: TestApp;
let who: Tenants;
let http: ReturnType<typeof jsonRequest>;
let alphaAgent: string;
let bravoAgent: string;
/** Conversations: Alpha One's staff, Alpha Two's staff, Bravo One's admin. */
let a1: string;
let a2: string;
let b1: string;
let a1Answer: string;

const ask = async (agentId: string, user: TestUser, message: string) => {
  const { start, last } = finalEvent(await http.post('/v1/agents/message', { agentId, message }, user.headers));
  return { conversationId: start.conversationId!, answerId: last.type === 'done' ? last.messageId! : '' };
};
const listed = async (user: TestUser, query = '') =>
  (await http.get(`/api/v1/chat-conversations/filter${query}`, user.headers)).json().data.map((c: { _id: string }) => c._id);

beforeAll(async () => {
  t = await createTestApp({}, { retrieveKnowledge: fakeRetrieval().retrieve });
  who = await seedTenants(t);
  http = jsonRequest(t.app);
  alphaAgent = await publishedAgent(http, who.adminA.headers, 'Alpha billing');
  bravoAgent = await publishedAgent(http, who.adminB.headers, 'Bravo billing');
  ({ conversationId: a1, answerId: a1Answer } = await ask(alphaAgent, who.staffA1, 'How long do refunds take?'));
  ({ conversationId: a2 } = await ask(alphaAgent, who.staffA2, 'When are invoices emailed?'));
  ({ conversationId: b1 } = await ask(bravoAgent, who.locationAdminB1, 'How long do refunds take?'));
});
afterAll(async () => t?.close());

describe('chat conversations', () => {
  it('staff filter their agency’s conversations by location, user, agent and rating; others see their own', async () => {
    expect(await listed(who.adminA)).toEqual(expect.arrayContaining([a1, a2]));
    expect(await listed(who.adminA)).not.toContain(b1);
    expect(await listed(who.staffA)).toEqual(expect.arrayContaining([a1, a2]));
    expect(await listed(who.adminA, `?locationId=${who.locationA1._id}`)).toEqual([a1]);
    expect(await listed(who.adminA, `?userId=${who.staffA2._id}`)).toEqual([a2]);
    expect(await listed(who.adminA, `?agentId=${bravoAgent}`)).toEqual([]);
    expect(await listed(who.adminB)).toEqual([b1]);
    expect(await listed(who.staffA1)).toEqual([a1]);
    expect(await listed(who.staffA2)).toEqual([a2]);
    expect(await listed(who.superAdmin)).toEqual([]);
    const page = await http.get('/api/v1/chat-conversations/filter?limit=1', who.adminA.headers);
    expect(page.json().meta.total).toBe(2);
    const next = await http.get(
      `/api/v1/chat-conversations/filter?limit=1&cursor=${page.json().meta.nextCursor}`,
      who.adminA.headers,
    );
    expect(next.json().data[0]._id).not.toBe(page.json().data[0]._id);
    expectError(await http.get('/api/v1/chat-conversations/filter?cursor=bad', who.adminA.headers), 400);

    const subaccounts = (await http.get('/api/v1/chat-conversations/list-subaccounts', who.adminA.headers)).json().data;
    expect(subaccounts.map((l: { _id: string }) => l._id).sort()).toEqual([who.locationA1._id, who.locationA2._id].sort());
    const people = (await http.get('/api/v1/chat-conversations/list-users', who.adminB.headers)).json().data;
    expect(people).toEqual([{ _id: who.locationAdminB1._id, name: 'lead Test' }]);
  });

  it("is 404 for another tenant's conversation and a sibling location's private one, leaking nothing", async () => {
    for (const [user, id] of [
      [who.adminB, a1],
      [who.locationAdminB1, a1],
      [who.staffA2, a1],
      [who.adminA, b1],
      [who.superAdmin, a1],
      [who.endUser, a1],
    ] as const) {
      const res = await http.get(`/api/v1/chat-conversations/retrieve/${id}`, user.headers);
      expectError(res, 404);
      expect(res.body).not.toContain(who.locationA1._id);
    }
    expectError(
      await http.post('/api/v1/chat-conversations/add-message', { conversationId: a1, text: 'Hi' }, who.adminB.headers),
      404,
    );
    expectError(await http.put(`/api/v1/chat-conversations/${a1}/share`, { share: 'agency' }, who.adminB.headers), 404);
    expectError(await http.post(`/api/v1/chat-conversations/${a1}/handoff`, {}, who.adminB.headers), 404);
    expectError(
      await http.put(`/api/v1/chat-conversations/messages/${a1Answer}/rating`, { helpful: true }, who.adminB.headers),
      404,
    );
    expectError(await http.get(`/api/v1/chat-conversations/retrieve/${a1}`), 401);
  });

  it('share settings widen who reads it; a link reads it until revoked', async () => {
    const share = (share: string) => http.put(`/api/v1/chat-conversations/${a1}/share`, { share }, who.staffA1.headers);
    expect((await share('location')).json().data.share).toBe('location');
    expect((await http.get(`/api/v1/chat-conversations/retrieve/${a1}`, who.locationAdminA1.headers)).statusCode).toBe(200);
    expectError(await http.get(`/api/v1/chat-conversations/retrieve/${a1}`, who.staffA2.headers), 404);
    await share('agency');
    expect((await http.get(`/api/v1/chat-conversations/retrieve/${a1}`, who.staffA2.headers)).statusCode).toBe(200);
    expectError(await http.get(`/api/v1/chat-conversations/retrieve/${a1}`, who.adminB.headers), 404);
    // Only the author changes it (a reader who may see it gets 404 too: it is not theirs).
    expectError(await http.put(`/api/v1/chat-conversations/${a1}/share`, { share: 'private' }, who.staffA2.headers), 404);

    const link = await http.post(`/api/v1/chat-conversations/${a1}/share-link`, {}, who.staffA1.headers);
    expect(link.statusCode, link.body).toBe(201);
    const { token } = link.json().data;
    const shared = await http.get(`/api/v1/chat-conversations/shared/${token}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data).toMatchObject({ agentName: 'Alpha billing', messages: [{ role: 'user' }, { role: 'assistant' }] });
    // No person's or tenant's id in what a link shows.
    expect(shared.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    // A new link revokes the old one; revoking makes it private and the link a 404.
    const second = (await http.post(`/api/v1/chat-conversations/${a1}/share-link`, {}, who.staffA1.headers)).json().data.token;
    expectError(await http.get(`/api/v1/chat-conversations/shared/${token}`), 404);
    expect((await http.del(`/api/v1/chat-conversations/${a1}/share-link`, who.staffA1.headers)).statusCode).toBe(204);
    expectError(await http.get(`/api/v1/chat-conversations/shared/${second}`), 404);
    expectError(await http.get(`/api/v1/chat-conversations/retrieve/${a1}`, who.staffA2.headers), 404);
    expectError(await http.get('/api/v1/chat-conversations/shared/not-a-token-but-long-enough'), 404);
  });

  it('the author rates answers; the filter finds unhelpful ones', async () => {
    const rated = await http.put(
      `/api/v1/chat-conversations/messages/${a1Answer}/rating`,
      { helpful: false, reason: 'It did not say how.' },
      who.staffA1.headers,
    );
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().data.rating).toEqual({ helpful: false, reason: 'It did not say how.' });
    expect(await listed(who.adminA, '?rating=unhelpful')).toEqual([a1]);
    expect(await listed(who.adminA, '?rating=unrated')).toEqual([a2]);
    // The support staff see the asker's rating and reason (the inbox marks unhelpful answers).
    const asStaff = (await http.get(`/api/v1/chat-conversations/retrieve/${a1}`, who.staffA.headers)).json().data;
    expect(asStaff.messages.find((m: { _id: string }) => m._id === a1Answer).rating).toEqual({
      helpful: false,
      reason: 'It did not say how.',
    });
    const again = await http.put(
      `/api/v1/chat-conversations/messages/${a1Answer}/rating`,
      { helpful: true },
      who.staffA1.headers,
    );
    expect(again.json().data.rating).toEqual({ helpful: true, reason: null });
    expect(await listed(who.adminA, '?rating=helpful')).toEqual([a1]);
    // Staff read it but do not rate for the asker.
    expectError(
      await http.put(`/api/v1/chat-conversations/messages/${a1Answer}/rating`, { helpful: false }, who.adminA.headers),
      404,
    );
  });

  it('a person steps in: the agent steps back and the asker’s next question waits for the person', async () => {
    const person = await http.post(
      '/api/v1/chat-conversations/add-message',
      { conversationId: a2, text: 'I can help.' },
      who.staffA.headers,
    );
    expect(person.statusCode, person.body).toBe(201);
    expect(person.json().data).toMatchObject({ role: 'person', author: { _id: who.staffA._id }, text: 'I can help.' });
    // The location's people do not answer as support.
    expectError(
      await http.post('/api/v1/chat-conversations/add-message', { conversationId: a2, text: 'x' }, who.staffA2.headers),
      403,
    );
    const next = finalEvent(
      await http.post(
        '/v1/agents/message',
        { agentId: alphaAgent, conversationId: a2, message: 'Thanks, and refunds?' },
        who.staffA2.headers,
      ),
    );
    expect(next.last).toMatchObject({ type: 'done', messageId: null, personActive: true });
    expect(next.text).toBe('');
    const detail = (await http.get(`/api/v1/chat-conversations/retrieve/${a2}`, who.staffA2.headers)).json().data;
    expect(detail.personActive).toBe(true);
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'person', 'user']);

    // Given back by the staff, the agent answers the next question again; the asker cannot give it back.
    const handBack = (user: { headers: Record<string, string> }) =>
      http.post(`/api/v1/chat-conversations/${a2}/hand-back`, undefined, user.headers);
    expectError(await handBack(who.staffA2), 403);
    expectError(await handBack(who.adminB), 404);
    const back = await handBack(who.staffA);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.personActive).toBe(false);
    const answered = finalEvent(
      await http.post(
        '/v1/agents/message',
        { agentId: alphaAgent, conversationId: a2, message: 'And refunds?' },
        who.staffA2.headers,
      ),
    );
    expect(answered.last).toMatchObject({ type: 'done', personActive: false, messageId: expect.any(String) });
  });

  it('hands over to a person: a ticket to the agency’s team with the transcript', async () => {
    const res = await http.post(
      `/api/v1/chat-conversations/${b1}/handoff`,
      { note: 'Please call me.' },
      who.locationAdminB1.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { ticketId, ticketNumber } = res.json().data;
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets._id, ticketId));
    expect(ticket).toMatchObject({ teamAgencyId: who.agencyB._id, locationId: who.locationB1._id });
    expect(ticket!.description).toMatch(
      /^Please call me\.\n\nConversation with the AI agent:\n\nAsked \(.+\): How long do refunds take\?/,
    );
    expect(ticket!.description).toContain('Agent: ');
    const detail = (await http.get(`/api/v1/chat-conversations/retrieve/${b1}`, who.adminB.headers)).json().data;
    expect(detail.handoffTickets).toEqual([{ _id: ticketId, number: ticketNumber }]);
    expect(ticket!.number).toBe(ticketNumber);
    // A second handoff: the list reads both tickets, oldest first, with the help desk's numbers.
    const second = (await http.post(`/api/v1/chat-conversations/${b1}/handoff`, {}, who.locationAdminB1.headers)).json().data;
    const [row] = (await http.get('/api/v1/chat-conversations/filter', who.adminB.headers)).json().data;
    expect(row.handoffTickets).toEqual([
      { _id: ticketId, number: ticketNumber },
      { _id: second.ticketId, number: second.ticketNumber },
    ]);
    // Bravo's team sees the ticket; Alpha's does not.
    expect((await http.get(`/api/v1/support/${ticketId}`, who.adminB.headers)).statusCode).toBe(200);
    expectError(await http.get(`/api/v1/support/${ticketId}`, who.adminA.headers), 404);
  });
});
