import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPersonas } from '../../test/demo-personas';
import { jsonRequest } from '../../test/http';
import { finalEvent, publishedAgent } from '../ai-agents/ai-agents-fixtures';
import { agentRetrieval } from './agent-retrieval';
import { actorOf, createKnowledgeDemo, sourceIdOf } from './knowledge-fixtures';

/** The agents' retrieval on the knowledge index (issue 24): the asker's own passages, of the agent's kinds only. */
let demo: DemoPersonas;

beforeAll(async () => {
  demo = await createKnowledgeDemo();
}, 90_000);
afterAll(async () => {
  await demo.t.close();
});

const QUESTION = 'Who is my account manager?';
const ask = (persona: 'dentalStaff' | 'harborAdmin', knowledgeKinds: string[]) =>
  agentRetrieval(null)({
    db: demo.t.db,
    actor: actorOf(demo.personas[persona]) as Parameters<ReturnType<typeof agentRetrieval>>[0]['actor'],
    agent: { _id: '00000000-0000-7000-8000-000000000000', agencyId: null, knowledgeKinds },
    query: QUESTION,
    limit: 5,
  });

describe('retrieval for agents', () => {
  it('reads only what the asker may read, of the kinds the agent answers from', async () => {
    const faqId = await sourceIdOf(demo.t.db, 'faq', QUESTION);
    expect(faqId).toBeTruthy();
    const [first] = await ask('dentalStaff', ['faqs']);
    expect(first).toMatchObject({ title: QUESTION, url: expect.stringContaining('/') });
    expect(Object.keys(first!).sort()).toEqual(['id', 'score', 'text', 'title', 'url']);
    expect(await ask('harborAdmin', ['faqs', 'docs'])).not.toContainEqual(expect.objectContaining({ title: QUESTION }));
    expect((await ask('dentalStaff', ['docs'])).map((p) => p.title)).not.toContain(QUESTION);
    expect(await ask('dentalStaff', ['qa', 'files'])).toEqual([]);
  });

  it("answers a location's question from its agency's FAQ, citing it, through the app's own wiring", async () => {
    const http = jsonRequest(demo.t.app);
    const admin = demo.personas.summitAdmin.headers as { authorization: string };
    const agentId = await publishedAgent(http, admin, 'Summit helper', {
      knowledgeKinds: ['faqs'],
    });
    const res = await http.post('/v1/agents/message', { agentId, message: QUESTION }, demo.personas.dentalStaff.headers);
    const { last } = finalEvent(res);
    expect(last).toMatchObject({ type: 'done', handoffOffered: false });
    expect((last as { sources: { title: string }[] }).sources.map((s) => s.title)).toContain(QUESTION);
  });
});
