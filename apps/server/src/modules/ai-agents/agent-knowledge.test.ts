import { AGENT_FILE_MAX_BYTES } from '@atrium/contracts/agent-knowledge';
import { and, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError, expectValidationError, jsonRequest } from '../../test/http';
import { agentRetrieval } from '../ai-knowledge/agent-retrieval';
import { actorOf, eventually, passagesOf, useKnowledgeDemo } from '../ai-knowledge/knowledge-fixtures';
import { makePdf } from '../ai-knowledge/pdf-fixtures';
import { retrieve } from '../ai-knowledge/retrieve';
import { mediaCategories } from '../education/media-library.tables';
import { multipart } from '../uploads/upload-test-helpers';
import { finalEvent, publishedAgent } from './ai-agents-fixtures';

/** An agent's own knowledge (decision 036): Q&A pairs and files, indexed for that agent alone, across tenants. */
const demo = useKnowledgeDemo();
const http = () => jsonRequest(demo().t.app);
const headers = (name: 'summitAdmin' | 'harborAdmin' | 'dentalStaff' | 'superAdmin') =>
  demo().personas[name].headers as Record<string, string>;

const upload = (agentId: string, data: Buffer, filename: string, who = headers('summitAdmin'), field = 'file') => {
  const body = multipart([{ field, filename, contentType: 'application/octet-stream', data }]);
  return demo().t.app.inject({
    method: 'POST',
    url: `/v1/agents/${agentId}/files`,
    headers: { ...who, ...body.headers },
    payload: body.payload,
  });
};

const files = async (agentId: string) => {
  const res = await http().get(`/v1/agents/${agentId}/files`, headers('summitAdmin'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; state: string; passages: number; error: string | null; progress: unknown }[];
};

/** Waits for the file to leave the queue, and returns it as listed. */
const settled = (agentId: string, fileId: string) =>
  eventually(async () => {
    const file = (await files(agentId)).find((f) => f._id === fileId)!;
    expect(['indexed', 'failed']).toContain(file.state);
    return file;
  });

const ask = async (agentId: string, message: string, who = headers('dentalStaff')) => {
  const { last, text } = finalEvent(await http().post('/v1/agents/message', { agentId, message }, who));
  expect(last.type).toBe('done');
  return { text, titles: (last as { sources: { title: string }[] }).sources.map((s) => s.title) };
};

const QUESTION = 'What is the parking code for the Summit office?';
const ANSWER = 'The **parking code** is 4471: enter it at the gate on Quarry Street.';

describe('Q&A pairs', () => {
  it('are managed by the agent’s managers only; another tenant gets 404 and sees nothing', async () => {
    const agentId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit desk', { knowledgeKinds: ['qa'] });
    const created = await http().post(`/v1/agents/${agentId}/qa`, { question: QUESTION, answer: ANSWER }, headers('summitAdmin'));
    expect(created.statusCode, created.body).toBe(201);
    const pair = created.json().data;
    expect(pair).toMatchObject({ agentId, question: QUESTION, answer: ANSWER });

    expectValidationError(await http().post(`/v1/agents/${agentId}/qa`, { question: ' ', answer: 'x' }, headers('summitAdmin')));
    for (const who of ['harborAdmin', 'dentalStaff', 'superAdmin'] as const) {
      expectError(await http().get(`/v1/agents/${agentId}/qa`, headers(who)), 404);
      expectError(await http().post(`/v1/agents/${agentId}/qa`, { question: 'q', answer: 'a' }, headers(who)), 404);
      expectError(await http().put(`/v1/agents/${agentId}/qa/${pair._id}`, { question: 'q', answer: 'a' }, headers(who)), 404);
      expectError(await http().del(`/v1/agents/${agentId}/qa/${pair._id}`, headers(who)), 404);
    }
    const listed = await http().get(`/v1/agents/${agentId}/qa`, headers('summitAdmin'));
    expect(listed.json().data).toEqual([pair]);

    // Indexed for this agent: its location's user gets the answer, cited by the question.
    await eventually(async () => expect(await passagesOf(demo().t.db, 'qa', pair._id)).toHaveLength(1));
    const answered = await ask(agentId, 'What is the parking code?');
    expect(answered.titles).toEqual([QUESTION]);
    expect(answered.text).toContain('4471');

    // Harbor cannot ask Summit's agent, and no other agent nor plain retrieval reads the pair, even when asked by name.
    expectError(await http().post('/v1/agents/message', { agentId, message: QUESTION }, headers('harborAdmin')), 404);
    const otherId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit other', { knowledgeKinds: ['qa'] });
    const actor = actorOf(demo().personas.dentalStaff);
    const viaOther = await agentRetrieval(null)({
      db: demo().t.db,
      actor,
      agent: { _id: otherId, agencyId: actor.agencyId, knowledgeKinds: ['qa', 'faqs'] },
      query: QUESTION,
      limit: 10,
    });
    expect(viaOther.map((p) => p.title)).not.toContain(QUESTION);
    const plain = await retrieve({ db: demo().t.db, actor: actorOf(demo().personas.summitAdmin), query: QUESTION, limit: 50 });
    expect(plain.map((p) => p.sourceKind)).not.toContain('qa');
    const harbor = actorOf(demo().personas.harborAdmin);
    const harborAsks = await agentRetrieval(null)({
      db: demo().t.db,
      actor: harbor,
      agent: { _id: agentId, agencyId: actor.agencyId, knowledgeKinds: ['qa'] },
      query: QUESTION,
      limit: 10,
    });
    expect(harborAsks).toEqual([]);

    // Edited: re-indexed; deleted: its passage goes.
    const edited = await http().put(
      `/v1/agents/${agentId}/qa/${pair._id}`,
      { question: QUESTION, answer: 'The parking code changed to 9902.' },
      headers('summitAdmin'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await eventually(async () => expect((await passagesOf(demo().t.db, 'qa', pair._id))[0]?.text).toContain('9902'));
    expect((await ask(agentId, 'What is the parking code?')).text).toContain('9902');
    expect((await http().del(`/v1/agents/${agentId}/qa/${pair._id}`, headers('summitAdmin'))).statusCode).toBe(204);
    await eventually(async () => expect(await passagesOf(demo().t.db, 'qa', pair._id)).toHaveLength(0));
    expectError(await http().del(`/v1/agents/${agentId}/qa/${pair._id}`, headers('summitAdmin')), 404);
  });
});

describe('files', () => {
  const handbook = makePdf([
    ['Summit staff handbook', 'Payroll runs on the 25th of every month.'],
    ['Holidays', 'Every employee gets 27 days of paid holiday each year, booked through the team calendar.'],
  ]);

  it('reads an uploaded PDF on the queue and answers from it; another tenant gets 404; deleting drops its passages', async () => {
    const agentId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit HR', { knowledgeKinds: ['files'] });
    const res = await upload(agentId, handbook, 'handbook.pdf');
    expect(res.statusCode, res.body).toBe(202);
    const file = res.json().data;
    expect(file).toMatchObject({ agentId, name: 'handbook.pdf', format: 'pdf', bytes: handbook.length, passages: 0 });
    expect(file.uploadedBy).toEqual({ _id: demo().personas.summitAdmin.userId, name: expect.any(String) });

    const done = await settled(agentId, file._id);
    expect(done).toMatchObject({ state: 'indexed', error: null, progress: { done: 2, total: 2 } });
    expect(done.passages).toBeGreaterThan(0);
    const answered = await ask(agentId, 'How many days of paid holiday do employees get?');
    expect(answered.titles).toContain('handbook.pdf');
    expect(answered.text).toContain('27 days');

    for (const who of ['harborAdmin', 'dentalStaff'] as const) {
      expectError(await http().get(`/v1/agents/${agentId}/files`, headers(who)), 404);
      expectError(await upload(agentId, handbook, 'h.pdf', headers(who)), 404);
      expectError(await http().del(`/v1/agents/${agentId}/files/${file._id}`, headers(who)), 404);
    }
    expect(await passagesOf(demo().t.db, 'file', file._id)).not.toHaveLength(0);

    expect((await http().del(`/v1/agents/${agentId}/files/${file._id}`, headers('summitAdmin'))).statusCode).toBe(204);
    // Gone for askers at once (no file behind them), and from the index on the queue.
    expect((await ask(agentId, 'How many days of paid holiday do employees get?')).titles).toEqual([]);
    await eventually(async () => expect(await passagesOf(demo().t.db, 'file', file._id)).toHaveLength(0));
    expect(await files(agentId)).toEqual([]);
  });

  it('checks files by their content and says why one cannot be read', async () => {
    const agentId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit files', { knowledgeKinds: ['files'] });
    const notPdf = expectError(await upload(agentId, Buffer.from('just some words'), 'notes.pdf'), 400);
    expect(notPdf.message).toMatch(/not a PDF/);
    const locked = expectError(await upload(agentId, makePdf([['secret']], { password: true }), 'locked.pdf'), 400);
    expect(locked.message).toMatch(/password-protected/);
    const damaged = expectError(await upload(agentId, Buffer.from('%PDF-1.4 nothing else'), 'broken.pdf'), 400);
    expect(damaged.message).toMatch(/not a readable PDF/);
    const binary = expectError(await upload(agentId, Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff]), 'report.docx'), 400);
    expect(binary.message).toMatch(/not text/);
    expect(expectError(await upload(agentId, Buffer.from('a,b'), 'sheet.csv'), 400).message).toMatch(/\.csv/);
    expect(expectError(await upload(agentId, Buffer.alloc(0), 'empty.txt'), 400).message).toMatch(/empty/);
    expectError(await upload(agentId, Buffer.from('hello'), 'a.txt', headers('summitAdmin'), 'image'), 400);
    const big = expectError(await upload(agentId, Buffer.alloc(AGENT_FILE_MAX_BYTES + 1, 'a'), 'big.txt'), 413);
    expect(big.message).toMatch(/larger than 10 MiB/);

    // A scan: a PDF whose pages hold no text fails on the queue, with the reason.
    const scan = (await upload(agentId, makePdf([[], []]), 'scan.pdf')).json().data;
    const failed = await settled(agentId, scan._id);
    expect(failed).toMatchObject({ state: 'failed', passages: 0 });
    expect(failed.error).toMatch(/only images/);

    // Markdown is split at its headings; text is read as UTF-8.
    const markdown =
      '# Returns\nShip the **box** back within 30 days.\n\n# Warranty\nTwo years on every [device](https://x.test).';
    const md = (await upload(agentId, Buffer.from(markdown), 'policy.md')).json().data;
    expect(md.format).toBe('markdown');
    expect(await settled(agentId, md._id)).toMatchObject({ state: 'indexed' });
    const [passage] = await passagesOf(demo().t.db, 'file', md._id);
    expect(passage!.text).toContain('Ship the box back within 30 days.');
    expect(passage!.text).toContain('Two years on every device.');
    expect(passage!.agentId).toBe(agentId);
  });
});

describe('media transcripts', () => {
  it('are indexed with their item, and an agent answers from what the video says', async () => {
    const { db } = demo().t;
    const [category] = await db
      .select({ _id: mediaCategories._id })
      .from(mediaCategories)
      .where(and(isNull(mediaCategories.agencyId), isNull(mediaCategories.partnerId)))
      .limit(1);
    const transcript =
      'Welcome back.\n\nTo archive a pipeline, open its menu and choose Archive; archived pipelines keep their deals.';
    const created = await http().post(
      '/api/v1/medialibrary',
      { categoryId: category!._id, kind: 'video', title: 'Pipelines in ten minutes', videoId: 'dQw4w9WgXcQ', transcript },
      headers('superAdmin'),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item.transcript).toBe(transcript);
    await eventually(async () =>
      expect((await passagesOf(db, 'media', item._id)).map((p) => p.text).join('\n')).toContain(
        'archived pipelines keep their deals',
      ),
    );
    const agentId = await publishedAgent(http(), headers('summitAdmin') as never, 'Summit media', { knowledgeKinds: ['media'] });
    const answered = await ask(agentId, 'How do I archive a pipeline?');
    expect(answered.titles).toContain('Pipelines in ten minutes');

    // Cleared: the transcript's words leave the index.
    const cleared = await http().put(`/api/v1/medialibrary/${item._id}`, { transcript: '' }, headers('superAdmin'));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.transcript).toBeNull();
    await eventually(async () =>
      expect((await passagesOf(db, 'media', item._id)).map((p) => p.text).join('\n')).not.toContain('archive'),
    );
  });
});

describe('demo agents', () => {
  it('Summit Help answers Summit’s locations from its own Q&A pairs; Harbor sees only its own and the platform’s', async () => {
    const emma = demo().personas.dentalAdmin.headers as Record<string, string>;
    const listed = await http().get('/v1/agents', emma);
    // (The tests above published more Summit agents.)
    const names = (listed.json().data as { name: string }[]).map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(['Atrium Guide', 'Summit Help']));
    expect(names).not.toContain('Harbor Assistant');
    const harborNames = (await http().get('/v1/agents', headers('harborAdmin'))).json().data.map((a: { name: string }) => a.name);
    expect(harborNames.sort()).toEqual(['Atrium Guide', 'Harbor Assistant']);

    const summitHelp = (listed.json().data as { _id: string; name: string }[]).find((a) => a.name === 'Summit Help')!;
    const answered = await ask(summitHelp._id, 'When is the Summit team available?', emma);
    expect(answered.titles).toContain('When is the Summit team available?');
    expect(answered.text).toContain('Monday to Friday');

    // Emma's seeded conversations, as Summit's staff see them: one answer rated helpful, one not; Harbor sees neither.
    type Chat = { title: string; unhelpfulCount: number; user: { name: string } };
    const chats = async (who: Record<string, string>) => {
      const res = await http().get('/api/v1/chat-conversations/filter', who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Chat[];
    };
    const summit = await chats(headers('summitAdmin'));
    expect(summit.find((c) => c.title === 'Who is my account manager?')).toMatchObject({ unhelpfulCount: 0 });
    expect(summit.find((c) => c.title.startsWith('Can I export'))).toMatchObject({ unhelpfulCount: 1 });
    expect((await chats(headers('harborAdmin'))).map((c) => c.title)).not.toContain('Who is my account manager?');
  });
});
