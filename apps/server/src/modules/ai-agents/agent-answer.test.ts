import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { seedTenants, type Tenants } from '../../test/tenants';
import { createTestApp, type TestApp } from '../../test/test-app';
import { aiMessages } from './ai-agents.tables';
import { fakeRetrieval, finalEvent, publishedAgent } from './ai-agents-fixtures';
import { NO_KNOWLEDGE_REPLY } from './answer';

/** Asking agents with the embedded extractive answerer (nothing configured): streaming, sources, no answer, limits. */

let t: TestApp;
let who: Tenants;
let http: ReturnType<typeof jsonRequest>;
const retrieval = fakeRetrieval();
let alphaAgent: string;
let bravoAgent: string;

beforeAll(async () => {
  t = await createTestApp({}, { retrieveKnowledge: retrieval.retrieve });
  who = await seedTenants(t);
  http = jsonRequest(t.app);
  alphaAgent = await publishedAgent(http, who.adminA.headers, 'Alpha billing', { knowledgeKinds: ['faqs', 'docs'] });
  bravoAgent = await publishedAgent(http, who.adminB.headers, 'Bravo billing');
});
afterAll(async () => t?.close());

describe('asking an agent', () => {
  it('streams a cited answer, saves both messages and continues the conversation', async () => {
    const res = await http.post(
      '/v1/agents/message',
      { agentId: alphaAgent, message: 'How long do refunds take to be paid back?' },
      who.staffA1.headers,
    );
    const { start, last, text, events } = finalEvent(res);
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(0);
    expect(text).toContain('5 business days');
    expect(last).toMatchObject({
      type: 'done',
      finishReason: 'stop',
      handoffOffered: false,
      sources: [{ passageId: 'faq-refunds', title: 'Refunds', url: '/education_faqs' }],
    });
    // Retrieval ran as the asker, with the published agent's knowledge kinds.
    expect(retrieval.calls.at(-1)).toMatchObject({ actorId: who.staffA1._id, agentId: alphaAgent, kinds: ['faqs', 'docs'] });

    const conversationId = start.conversationId!;
    const detail = await http.get(`/api/v1/chat-conversations/retrieve/${conversationId}`, who.staffA1.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    const messages = detail.json().data.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]).toMatchObject({ text, finishReason: 'stop', error: null, sources: [{ passageId: 'faq-refunds' }] });
    expect(messages[1].usage.completionTokens).toBeGreaterThan(0);
    expect(detail.json().data).toMatchObject({
      title: 'How long do refunds take to be paid back?',
      location: { _id: who.locationA1._id },
      user: { _id: who.staffA1._id },
      share: 'private',
    });

    const again = await http.post(
      '/v1/agents/message',
      { agentId: alphaAgent, conversationId, message: 'When are invoices emailed?' },
      who.staffA1.headers,
    );
    expect(finalEvent(again).start.conversationId).toBe(conversationId);
    const after = await http.get(`/api/v1/chat-conversations/retrieve/${conversationId}`, who.staffA1.headers);
    expect(after.json().data.messageCount).toBe(4);
  });

  it('says it does not know and offers a person when retrieval finds nothing', async () => {
    const res = await http.post(
      '/v1/agents/message',
      { agentId: alphaAgent, message: 'What is the weather?' },
      who.staffA1.headers,
    );
    const { last, text } = finalEvent(res);
    expect(text).toBe(NO_KNOWLEDGE_REPLY);
    expect(last).toMatchObject({ type: 'done', finishReason: 'no_answer', handoffOffered: true, sources: [] });
  });

  it("refuses another tenant's agent and conversation, and a conversation of someone else", async () => {
    expectError(await http.post('/v1/agents/message', { agentId: bravoAgent, message: 'refunds?' }, who.staffA1.headers), 404);
    const mine = finalEvent(
      await http.post('/v1/agents/message', { agentId: alphaAgent, message: 'refunds?' }, who.staffA1.headers),
    ).start.conversationId!;
    for (const h of [who.adminB.headers, who.staffA2.headers, who.adminA.headers]) {
      const res = await http.post('/v1/agents/message', { agentId: alphaAgent, conversationId: mine, message: 'refunds?' }, h);
      expectError(res, 404);
    }
    expectError(await http.post('/v1/agents/message', { agentId: alphaAgent, message: 'x' }), 401);
  });

  it("answers a location's people with their agency's agent on the location path, and no one else", async () => {
    const res = await http.post(
      '/v1/agents/location/agent-message',
      { locationId: who.locationA1._id, message: 'How long do refunds take?' },
      who.locationAdminA1.headers,
    );
    const { start, last } = finalEvent(res);
    expect(last.type).toBe('done');
    const [row] = await t.db.select().from(aiMessages).where(eq(aiMessages._id, start.userMessageId!));
    expect(row?.authorId).toBe(who.locationAdminA1._id);
    // Another location's id, another agency's location, another agency's agent: all 404.
    const wrong = [
      [{ locationId: who.locationA2._id, message: 'refunds?' }, who.locationAdminA1.headers],
      [{ locationId: who.locationB1._id, message: 'refunds?' }, who.locationAdminA1.headers],
      [{ locationId: who.locationA1._id, agentId: bravoAgent, message: 'refunds?' }, who.locationAdminA1.headers],
      [{ locationId: who.locationA1._id, message: 'refunds?' }, who.adminA.headers],
    ] as const;
    for (const [body, headers] of wrong) expectError(await http.post('/v1/agents/location/agent-message', body, headers), 404);
  });

  it('the playground answers with the draft without saving a conversation', async () => {
    const id = (await http.put('/v1/agents', { name: 'Unpublished' }, who.adminA.headers)).json().data._id;
    const before = (await t.db.select().from(aiMessages)).length;
    const res = await http.post(`/v1/agents/${id}/playground`, { message: 'How long do refunds take?' }, who.adminA.headers);
    const { start, last, text } = finalEvent(res);
    expect(start).toEqual({ type: 'start', conversationId: null, userMessageId: null });
    expect(text).toContain('5 business days');
    expect(last).toMatchObject({ type: 'done', messageId: null });
    expect((await t.db.select().from(aiMessages)).length).toBe(before);
    // Nobody else tries it; a draft is not askable through the message path.
    expectError(await http.post(`/v1/agents/${id}/playground`, { message: 'x' }, who.adminB.headers), 404);
    expectError(await http.post(`/v1/agents/${id}/playground`, { message: 'x' }, who.staffA1.headers), 404);
    expectError(await http.post('/v1/agents/message', { agentId: id, message: 'x' }, who.adminA.headers), 404);
  });
});

describe('budgets and rates', () => {
  it("refuses with 429 once a location's month of tokens is used, and counts usage", async () => {
    const set = await http.put(
      '/v1/agents/limits',
      { scope: 'location', id: who.locationA2._id, monthlyTokens: 1, requestsPerMinute: 100 },
      who.adminA.headers,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(
      finalEvent(await http.post('/v1/agents/message', { agentId: alphaAgent, message: 'refunds?' }, who.staffA2.headers)).last
        .type,
    ).toBe('done');
    const refused = await http.post('/v1/agents/message', { agentId: alphaAgent, message: 'refunds?' }, who.staffA2.headers);
    expect(expectError(refused, 429, 'ai_budget_exhausted').message).toMatch(/budget/);
    const usage = (await http.get('/v1/agents/usage', who.adminA.headers)).json().data as {
      id: string;
      tokensThisMonth: number;
      requestsThisMonth: number;
    }[];
    const a2 = usage.find((u) => u.id === who.locationA2._id)!;
    expect(a2.tokensThisMonth).toBeGreaterThan(1);
    expect(a2.requestsThisMonth).toBe(1);
    // The agency's total counts every location's questions.
    expect(usage.find((u) => u.id === who.agencyA._id)!.requestsThisMonth).toBeGreaterThan(1);
    // Limits are the agency admin's for its own locations only; an agency's are the platform's.
    expectError(
      await http.put(
        '/v1/agents/limits',
        { scope: 'location', id: who.locationB1._id, monthlyTokens: 5, requestsPerMinute: 5 },
        who.adminA.headers,
      ),
      404,
    );
    expectError(
      await http.put(
        '/v1/agents/limits',
        { scope: 'agency', id: who.agencyA._id, monthlyTokens: 5, requestsPerMinute: 5 },
        who.adminA.headers,
      ),
      403,
    );
    expectError(await http.get('/v1/agents/usage', who.staffA1.headers), 403);
    expect((await http.get('/v1/agents/usage', who.adminB.headers)).json().data.map((u: { id: string }) => u.id)).not.toContain(
      who.locationA2._id,
    );
  });

  it('refuses with 429 past the request rate', async () => {
    const set = await http.put(
      '/v1/agents/limits',
      { scope: 'agency', id: who.agencyB._id, monthlyTokens: 1_000_000, requestsPerMinute: 2 },
      who.superAdmin.headers,
    );
    expect(set.statusCode, set.body).toBe(200);
    const ask = () => http.post('/v1/agents/message', { agentId: bravoAgent, message: 'refunds?' }, who.adminB.headers);
    expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expectError(refused, 429, 'ai_rate_limited');
    expect(refused.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    // Alpha's rate is its own.
    expect(
      (await http.post('/v1/agents/message', { agentId: alphaAgent, message: 'refunds?' }, who.adminA.headers)).statusCode,
    ).toBe(200);
  });
});
