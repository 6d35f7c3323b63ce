import type { TConversationRatingEvent } from '@atrium/contracts/socket-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../../test/http';
import { seedTenants, type Tenants, type TestUser } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type LiveClient, liveClients } from '../notifications/live-client-fixtures';
import { fakeRetrieval, finalEvent, publishedAgent } from './ai-agents-fixtures';

/** An asker's rating reaches the conversation's support staff live, and no other reader (issue 24). */

let t: TestApp;
let who: Tenants;
let http: ReturnType<typeof jsonRequest>;
let live: Awaited<ReturnType<typeof liveClients>>;

beforeAll(async () => {
  t = await createTestApp({}, { retrieveKnowledge: fakeRetrieval().retrieve });
  who = await seedTenants(t);
  http = jsonRequest(t.app);
  live = await liveClients(t.app);
});
afterAll(async () => {
  live?.closeAll();
  await t?.close();
});

const ask = async (agentId: string, user: TestUser, message: string) => {
  const { start, last } = finalEvent(await http.post('/v1/agents/message', { agentId, message }, user.headers));
  if (last.type !== 'done' || !last.messageId) throw new Error(`no saved answer: ${JSON.stringify(last)}`);
  return { conversationId: start.conversationId!, answerId: last.messageId };
};

const rate = (user: TestUser, messageId: string, body: { helpful: boolean; reason?: string }) =>
  http.put(`/api/v1/chat-conversations/messages/${messageId}/rating`, body, user.headers);

/** A signed-in tab and every rating event it hears from now on. */
async function tab(user: TestUser): Promise<{ client: LiveClient; heard: TConversationRatingEvent[] }> {
  const client = await live.connect(user.token);
  const heard: TConversationRatingEvent[] = [];
  client.on('ai-conversation:rating', (event) => heard.push(event));
  return { client, heard };
}

// Long enough for a stray event through the database adapter to arrive before checking that none did.
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('a rating, live', () => {
  it("reaches the agency's support staff, not another agency, a co-reader or the asker's other tabs", async () => {
    const agentId = await publishedAgent(http, who.adminA.headers, 'Alpha live');
    const { conversationId, answerId } = await ask(agentId, who.staffA1, 'How long do refunds take?');
    // Shared with the location: its admin reads the conversation and watches it, yet the rating is not theirs to see.
    expect(
      (await http.put(`/api/v1/chat-conversations/${conversationId}/share`, { share: 'location' }, who.staffA1.headers))
        .statusCode,
    ).toBe(200);

    const admin = await tab(who.adminA);
    const staff = await tab(who.staffA);
    const coReader = await tab(who.locationAdminA1);
    const asker = await tab(who.staffA1);
    const otherAgency = await tab(who.adminB);
    const platform = await tab(who.superAdmin);
    for (const reader of [coReader, asker, admin])
      expect(await reader.client.timeout(5000).emitWithAck('ai-conversation:watch', conversationId)).toEqual({ ok: true });
    expect(await otherAgency.client.timeout(5000).emitWithAck('ai-conversation:watch', conversationId)).toEqual({ ok: false });

    const rated = await rate(who.staffA1, answerId, { helpful: false, reason: 'It did not say how.' });
    expect(rated.statusCode, rated.body).toBe(200);
    const unhelpful = { conversationId, messageId: answerId, rating: { helpful: false, reason: 'It did not say how.' } };
    await expect.poll(() => admin.heard, { timeout: 5000 }).toEqual([{ ...unhelpful, unhelpfulCount: 1 }]);
    await expect.poll(() => staff.heard, { timeout: 5000 }).toEqual([{ ...unhelpful, unhelpfulCount: 1 }]);

    // Changed to helpful: the reason goes and the conversation has no unhelpful answer left.
    await rate(who.staffA1, answerId, { helpful: true });
    await expect
      .poll(() => admin.heard.at(-1), { timeout: 5000 })
      .toEqual({ conversationId, messageId: answerId, rating: { helpful: true, reason: null }, unhelpfulCount: 0 });

    await settle();
    expect(admin.heard).toHaveLength(2);
    for (const outsider of [coReader, asker, otherAgency, platform]) expect(outsider.heard).toEqual([]);
  });

  it('a handoff and a hand-back tell the staff the conversation itself changed; a message does not', async () => {
    const agentId = await publishedAgent(http, who.adminA.headers, 'Alpha changes');
    const { conversationId } = await ask(agentId, who.staffA1, 'How long do refunds take?');
    const admin = await live.connect(who.adminA.token);
    const heard: { conversationId: string; changed?: true }[] = [];
    admin.on('ai-conversation:activity', (event) => {
      if (event.conversationId === conversationId) heard.push(event);
    });
    await http.post('/v1/agents/message', { agentId, conversationId, message: 'And for a yearly plan?' }, who.staffA1.headers);
    await expect.poll(() => heard.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(heard.every((e) => !e.changed)).toBe(true);
    const handoff = await http.post(`/api/v1/chat-conversations/${conversationId}/handoff`, {}, who.staffA1.headers);
    expect(handoff.statusCode, handoff.body).toBe(201);
    await expect.poll(() => heard.some((e) => e.changed), { timeout: 5000 }).toBe(true);
    const beforeHandBack = heard.filter((e) => e.changed).length;
    const back = await http.post(`/api/v1/chat-conversations/${conversationId}/hand-back`, undefined, who.adminA.headers);
    expect(back.statusCode, back.body).toBe(200);
    await expect.poll(() => heard.filter((e) => e.changed).length, { timeout: 5000 }).toBe(beforeHandBack + 1);
    expect(beforeHandBack).toBe(1);
  });

  it('a person of no agency: the platform team hears it, agencies do not', async () => {
    const agentId = await publishedAgent(http, who.superAdmin.headers, 'Platform live');
    const { conversationId, answerId } = await ask(agentId, who.endUser, 'How long do refunds take?');
    const platform = await tab(who.superAdmin);
    const agency = await tab(who.adminA);

    expect((await rate(who.endUser, answerId, { helpful: false })).statusCode).toBe(200);
    await expect
      .poll(() => platform.heard, { timeout: 5000 })
      .toEqual([{ conversationId, messageId: answerId, rating: { helpful: false, reason: null }, unhelpfulCount: 1 }]);
    await settle();
    expect(agency.heard).toEqual([]);
  });
});
