// Answer latency (issue 24): the first streamed words must reach the browser within 300 ms of Atrium's own time after
// the model starts answering. The model is the fake OpenAI-compatible server, in this process, so the moment it writes
// its first content and the moment the client reads the first `delta` event are on one clock; the difference is
// Atrium's own time (reading the model's stream, saving nothing until the end, writing the event) plus two loopback
// hops. Retrieval and the budget checks happen before the model is called, so they are not in it. Measured one
// person at a time and with 10 people asking at once, as Summit's admin asking Summit's own agent.
// Run alone: `npx tsx tools/bench/ai-answer.ts`.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RecordedRequest, startFakeOpenAiServer } from '../../apps/server/src/integrations/ai/sandbox/fake-openai-server';
import { EVAL_QUESTIONS, quantile } from '../../apps/server/src/modules/ai-knowledge/eval/retrieval-eval';
import { BENCH_BASE, startBenchServer } from './bench-server';
import { runAlone } from './run-alone';

const TARGET_P99_MS = 300;
const CONCURRENT = 10;
const ROUNDS = 10;
const PASSWORD = 'atrium-demo-2026';
/** The evaluation set's FAQ and article questions of Summit's people, so retrieval finds passages and the model is asked. */
const SUMMIT_PEOPLE = new Set(['summitAdmin', 'summitStaff', 'dentalAdmin', 'dentalStaff']);
const QUESTIONS = EVAL_QUESTIONS.filter(
  (q) => SUMMIT_PEOPLE.has(q.persona) && (q.source.kind === 'faq' || q.source.kind === 'doc'),
).map((q) => q.question);

async function call<T>(token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BENCH_BASE}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

const signIn = async (email: string) =>
  (await call<{ token: string }>(null, 'POST', '/api/v1/auth/sign-in', { email, password: PASSWORD })).token;

/** Summit's agent, published, and Summit's budget raised so the bench's questions are not refused. */
async function prepare(): Promise<{ token: string; agentId: string }> {
  const token = await signIn('olivia@summitgrowth.test');
  const agent = await call<{ _id: string }>(token, 'PUT', '/v1/agents', {
    name: 'Bench agent',
    knowledgeKinds: ['faqs', 'docs'],
    tools: [],
  });
  await call(token, 'POST', `/v1/agents/${agent._id}/publish`);
  const [agency] = await call<{ scope: string; id: string }[]>(token, 'GET', '/v1/agents/usage');
  const admin = await signIn('admin@atrium.test');
  await call(admin, 'PUT', '/v1/agents/limits', {
    scope: 'agency',
    id: agency!.id,
    monthlyTokens: 1_000_000_000,
    requestsPerMinute: 10_000,
  });
  return { token, agentId: agent._id };
}

/** Asks, and returns `performance.now()` when the first `delta` event arrived (the stream is read to its end). */
async function firstDeltaAt(token: string, agentId: string, message: string): Promise<number> {
  const res = await fetch(`${BENCH_BASE}/v1/agents/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ agentId, message }),
  });
  if (!res.ok || !res.body) throw new Error(`ask: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let seen = '';
  let at: number | null = null;
  for await (const part of res.body) {
    if (at === null) {
      seen += decoder.decode(part as Uint8Array, { stream: true });
      if (seen.includes('event: delta')) at = performance.now();
    }
  }
  if (at === null) throw new Error(`no answer streamed for “${message}”: ${seen.slice(0, 300)}`);
  return at;
}

/** Atrium's own time of one question: its first delta read minus the fake model's first content written. */
async function ownTime(requests: RecordedRequest[], token: string, agentId: string, n: number): Promise<number> {
  const marker = `(bench ${n})`;
  const message = `${QUESTIONS[n % QUESTIONS.length]} ${marker}`;
  const read = await firstDeltaAt(token, agentId, message);
  const sent = requests.find((r) => r.path === '/v1/chat/completions' && JSON.stringify(r.body).includes(marker));
  if (sent?.firstContentAt === undefined) throw new Error(`the model was not asked “${message}” (nothing retrieved?)`);
  return read - sent.firstContentAt;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function benchAiAnswer(): Promise<boolean> {
  const fake = await startFakeOpenAiServer();
  const dataDir = path.join(tmpdir(), 'atrium-bench-ai-answer');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startBenchServer({
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54364',
    AI_BASE_URL: fake.url,
    AI_MODEL: 'fake-chat',
  });
  try {
    const { token, agentId } = await prepare();
    let n = 0;
    for (let i = 0; i < 10; i++) await ownTime(fake.requests, token, agentId, n++); // warm-up
    const alone: number[] = [];
    for (let i = 0; i < 100; i++) alone.push(await ownTime(fake.requests, token, agentId, n++));
    const together: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const batch = Array.from({ length: CONCURRENT }, () => ownTime(fake.requests, token, agentId, n++));
      together.push(...(await Promise.all(batch)));
    }
    const p99 = Math.max(quantile(alone, 0.99), quantile(together, 0.99));
    const ok = p99 < TARGET_P99_MS;
    console.log("\nAI answers: Atrium's own time from the model's first words to the first streamed event");
    console.log(`one at a time (${alone.length}): p50 ${ms(quantile(alone, 0.5))}, p99 ${ms(quantile(alone, 0.99))}`);
    console.log(
      `${CONCURRENT} at once (${together.length}): p50 ${ms(quantile(together, 0.5))}, p99 ${ms(quantile(together, 0.99))}`,
    );
    console.log(`worst p99 ${ms(p99)} (target < ${TARGET_P99_MS} ms) ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await server.stop();
    await fake.close();
  }
}

runAlone(import.meta.url, benchAiAnswer);
