import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, jsonRequest } from '../../test/http';
import { knowledgePassages, knowledgeTermStats } from '../ai-knowledge/ai-knowledge.tables';
import { eventually, passagesOf, useKnowledgeDemo } from '../ai-knowledge/knowledge-fixtures';
import { PASSAGE_COUNT_LEXEME } from '../ai-knowledge/term-stats';
import { supportTickets } from '../support/support.tables';
import { agentQaPairs } from './agent-knowledge.tables';
import { aiAgentVersions, aiConversations, aiHandoffs, aiMessages } from './ai-agents.tables';
import { finalEvent, publishedAgent } from './ai-agents-fixtures';

/** Taking an agent out of service and deleting it (issue 24, decision 034), across tenants. */
const demo = useKnowledgeDemo();
const http = () => jsonRequest(demo().t.app);
type Who = 'summitAdmin' | 'harborAdmin' | 'dentalStaff' | 'superAdmin';
const headers = (name: Who) => demo().personas[name].headers as Record<string, string>;
const db = () => demo().t.db;

const QUESTION = 'What is the parking code for the Summit office?';

/** Dental staff asks (a new conversation without `conversationId`); returns the conversation's id. */
async function ask(agentId: string, conversationId?: string) {
  const { start, last } = finalEvent(
    await http().post(
      '/v1/agents/message',
      { agentId, conversationId, message: 'What is the parking code?' },
      headers('dentalStaff'),
    ),
  );
  expect(last.type).toBe('done');
  return start.conversationId!;
}

const agentOf = async (agentId: string, who: Who = 'summitAdmin') => {
  const res = await http().get(`/v1/agents/${agentId}`, headers(who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('unpublishing an agent', () => {
  it('takes it from its locations, keeps versions and conversations; publishing again brings it back', async () => {
    const agentId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit front desk');
    const conversationId = await ask(agentId);
    const location = demo().personas.dentalStaff.locationId!;

    // Another agency, the super admin (platform agents only) and a location's people find no such agent to manage.
    for (const who of ['harborAdmin', 'superAdmin', 'dentalStaff'] as const)
      expectError(await http().post(`/v1/agents/${agentId}/unpublish`, {}, headers(who)), 404);
    expect(await agentOf(agentId)).toMatchObject({ status: 'published', conversationCount: 1 });

    const res = await http().post(`/v1/agents/${agentId}/unpublish`, {}, headers('summitAdmin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'draft', publishedVersion: 1, hasDraftChanges: false, conversationCount: 1 });
    expectError(await http().post(`/v1/agents/${agentId}/unpublish`, {}, headers('summitAdmin')), 409);

    // The location can neither pick nor ask it, by either endpoint; its conversation says why it stopped answering.
    const listed = (await http().get('/v1/agents', headers('dentalStaff'))).json().data as { _id: string }[];
    expect(listed.map((a) => a._id)).not.toContain(agentId);
    expectError(await http().get(`/v1/agents/${agentId}`, headers('dentalStaff')), 404);
    expectError(await http().post('/v1/agents/message', { agentId, message: QUESTION }, headers('dentalStaff')), 404);
    const continued = expectError(
      await http().post('/v1/agents/message', { agentId, conversationId, message: QUESTION }, headers('dentalStaff')),
      409,
    );
    expect(continued.message).toMatch(/no longer available/);
    const viaCrm = '/v1/agents/location/agent-message';
    expectError(await http().post(viaCrm, { locationId: location, agentId, message: QUESTION }, headers('dentalStaff')), 404);
    expectError(
      await http().post(viaCrm, { locationId: location, conversationId, message: QUESTION }, headers('dentalStaff')),
      409,
    );
    // Refused before anything was written: the conversation still has its first question and answer only.
    const messages = await db().select().from(aiMessages).where(eq(aiMessages.conversationId, conversationId));
    expect(messages).toHaveLength(2);

    // The transcript stays readable by its author and in the agency's inbox; the versions are kept.
    for (const who of ['dentalStaff', 'summitAdmin'] as const) {
      const read = await http().get(`/api/v1/chat-conversations/retrieve/${conversationId}`, headers(who));
      expect(read.statusCode, read.body).toBe(200);
    }
    const versions = (await http().get(`/v1/agents/${agentId}/versions`, headers('summitAdmin'))).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1]);

    const again = await http().post(`/v1/agents/${agentId}/publish`, {}, headers('summitAdmin'));
    expect(again.json().data.version).toBe(2);
    expect(await agentOf(agentId)).toMatchObject({ status: 'published', publishedVersion: 2 });
    expect(await ask(agentId, conversationId)).toBe(conversationId);
  });

  it('is the super admin’s for a platform agent, and an agency admin’s refusal leaves it published', async () => {
    const agentId = await publishedAgent(http(), headers('superAdmin') as never, 'Platform guide');
    expect((await agentOf(agentId, 'dentalStaff')).conversationCount).toBeNull();
    expectError(await http().post(`/v1/agents/${agentId}/unpublish`, {}, headers('summitAdmin')), 404);
    expectError(await http().del(`/v1/agents/${agentId}`, headers('summitAdmin')), 404);
    expect((await agentOf(agentId, 'superAdmin')).status).toBe('published');
    expect((await http().post(`/v1/agents/${agentId}/unpublish`, {}, headers('superAdmin'))).statusCode).toBe(200);
    expect((await http().del(`/v1/agents/${agentId}`, headers('superAdmin'))).statusCode).toBe(204);
    expectError(await http().get(`/v1/agents/${agentId}`, headers('superAdmin')), 404);
  });
});

describe('deleting an agent', () => {
  it('deletes its conversations, own knowledge and passages; a handoff’s ticket keeps its transcript', async () => {
    const agentId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit parking', { knowledgeKinds: ['qa'] });
    const created = await http().post(
      `/v1/agents/${agentId}/qa`,
      { question: QUESTION, answer: 'The **parking code** is 4471.' },
      headers('summitAdmin'),
    );
    const pairId = created.json().data._id as string;
    await eventually(async () => expect(await passagesOf(db(), 'qa', pairId)).toHaveLength(1));
    const conversationId = await ask(agentId);
    const handoff = await http().post(`/api/v1/chat-conversations/${conversationId}/handoff`, {}, headers('dentalStaff'));
    expect(handoff.statusCode, handoff.body).toBe(201);
    const { ticketId } = handoff.json().data;
    expect((await agentOf(agentId)).conversationCount).toBe(1);

    for (const who of ['harborAdmin', 'superAdmin', 'dentalStaff'] as const)
      expectError(await http().del(`/v1/agents/${agentId}`, headers(who)), 404);
    expect((await agentOf(agentId)).status).toBe('published');
    expect(await passagesOf(db(), 'qa', pairId)).toHaveLength(1);

    expect((await http().del(`/v1/agents/${agentId}`, headers('summitAdmin'))).statusCode).toBe(204);
    expectError(await http().get(`/v1/agents/${agentId}`, headers('summitAdmin')), 404);
    expectError(await http().del(`/v1/agents/${agentId}`, headers('summitAdmin')), 404);
    expectError(await http().get(`/api/v1/chat-conversations/retrieve/${conversationId}`, headers('summitAdmin')), 404);
    expect(await db().select().from(aiConversations).where(eq(aiConversations.agentId, agentId))).toEqual([]);
    expect(await db().select().from(aiHandoffs).where(eq(aiHandoffs.conversationId, conversationId))).toEqual([]);
    expect(await db().select().from(aiAgentVersions).where(eq(aiAgentVersions.agentId, agentId))).toEqual([]);
    expect(await db().select().from(agentQaPairs).where(eq(agentQaPairs.agentId, agentId))).toEqual([]);
    expect(await passagesOf(db(), 'qa', pairId)).toEqual([]);
    expect(await db().select().from(knowledgePassages).where(eq(knowledgePassages.agentId, agentId))).toEqual([]);

    const [ticket] = await db().select().from(supportTickets).where(eq(supportTickets._id, ticketId));
    expect(ticket!.description).toContain('Asked');
    expect(ticket!.description).toContain('What is the parking code?');

    // The agency's term statistics count the passages it has now, not the deleted agent's too.
    const scope = `agency:${demo().personas.summitAdmin.agencyId}`;
    await eventually(async () => {
      const [recorded] = await db()
        .select({ n: knowledgeTermStats.passages })
        .from(knowledgeTermStats)
        .where(and(eq(knowledgeTermStats.scope, scope), eq(knowledgeTermStats.lexeme, PASSAGE_COUNT_LEXEME)));
      const [actual] = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(knowledgePassages)
        .where(eq(knowledgePassages.termScope, scope));
      expect(recorded?.n ?? 0).toBe(actual!.n);
    });
  });
});

describe('API documentation', () => {
  it('documents both operations from the contracts', async () => {
    const doc = (await demo().t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/v1/agents/{id}/unpublish'].post.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/v1/agents/{id}'].delete.responses)).toContain('204');
  });
});
