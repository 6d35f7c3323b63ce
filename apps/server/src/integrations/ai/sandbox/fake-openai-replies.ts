import type { ServerResponse } from 'node:http';
import { approximateTokens } from '../ai';

/** What the fake model answers to one chat request (fake-openai-server.ts). */
export interface FakeReply {
  text?: string;
  toolCalls?: { id?: string; name: string; arguments: string }[];
  /** Default: `tool_calls` when there are calls, else `stop`. */
  finishReason?: 'stop' | 'length' | 'tool_calls' | 'content_filter';
  /** Characters per content delta (default 8), so a reply takes several chunks. */
  chunkChars?: number;
  /** Pause before each chunk, for tests that stop a reply half way. */
  chunkDelayMs?: number;
  /**
   * `hang`: send the first content chunk, then nothing more (a stalled model). `drop`: send half the content, then
   * break the connection. `end`: send half the content, then end the response cleanly with no finish and no [DONE].
   * `after-finish`: send the whole reply and its finish reason, then break the connection before the usage and [DONE].
   */
  cut?: 'hang' | 'drop' | 'end' | 'after-finish';
}

export interface ChatBody {
  model: string;
  messages: { role: string; content?: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean } | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function usageOf(body: ChatBody, reply: FakeReply) {
  const prompt = approximateTokens(...body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')));
  const completion = approximateTokens(reply.text ?? '', ...(reply.toolCalls ?? []).map((c) => c.name + c.arguments));
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

const finishOf = (reply: FakeReply) => reply.finishReason ?? (reply.toolCalls?.length ? 'tool_calls' : 'stop');
const callIdOf = (call: { id?: string }, index: number) => call.id ?? `call_fake_${index}`;

/** The non-streaming `chat.completion` object, as the API reference shows it. */
export function completionObject(id: string, body: ChatBody, reply: FakeReply) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.text ?? null,
          refusal: null,
          ...(reply.toolCalls?.length
            ? {
                tool_calls: reply.toolCalls.map((c, i) => ({
                  id: callIdOf(c, i),
                  type: 'function',
                  function: { name: c.name, arguments: c.arguments },
                })),
              }
            : {}),
        },
        logprobs: null,
        finish_reason: finishOf(reply),
      },
    ],
    usage: usageOf(body, reply),
  };
}

/**
 * A streamed reply as server-sent events, shaped as OpenAI documents `chat.completion.chunk`: a role chunk, content
 * deltas, each tool call as a first delta (index, id, type, name, empty arguments) followed by argument pieces, a
 * chunk with `finish_reason`, then with `stream_options.include_usage` a chunk with empty `choices` and the usage
 * (every earlier chunk carrying `usage: null`), then `data: [DONE]`.
 */
export async function streamReply(
  res: ServerResponse,
  id: string,
  body: ChatBody,
  reply: FakeReply,
  onContent: () => void = () => {},
): Promise<void> {
  const includeUsage = body.stream_options?.include_usage === true;
  const base = { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
  const chunk = (delta: object, finish: string | null = null) => ({
    ...base,
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...(includeUsage ? { usage: null } : {}),
  });
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = async (data: object | string) => {
    if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    if (res.destroyed) return;
    res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
  };

  await send(chunk({ role: 'assistant', content: '' }));
  const content = pieces(reply.text ?? '', reply.chunkChars ?? 8);
  const half = Math.max(1, Math.floor(content.length / 2));
  const cutAt = reply.cut === 'hang' ? 1 : reply.cut === 'drop' || reply.cut === 'end' ? half : content.length;
  for (const piece of content.slice(0, cutAt)) {
    await send(chunk({ content: piece }));
    onContent();
  }
  if (reply.cut === 'hang') return; // The server's close() ends it.
  // Closing the socket after the writes flush, inside a chunked body: a broken connection to the client.
  if (reply.cut === 'drop') return void res.socket?.end();
  if (reply.cut === 'end') return void res.end();

  for (const [index, call] of (reply.toolCalls ?? []).entries()) {
    const first = { index, id: callIdOf(call, index), type: 'function', function: { name: call.name, arguments: '' } };
    await send(chunk({ tool_calls: [first] }));
    for (const piece of pieces(call.arguments, 6)) await send(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  }
  await send(chunk({}, finishOf(reply)));
  if (reply.cut === 'after-finish') return void res.socket?.end();
  if (includeUsage) await send({ ...base, choices: [], usage: usageOf(body, reply) });
  await send('[DONE]');
  res.end();
}
