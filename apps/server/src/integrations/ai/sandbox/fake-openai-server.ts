import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { approximateTokens } from '../ai';
import { type ChatBody, completionObject, type FakeReply, streamReply } from './fake-openai-replies';

/**
 * What the next POST (chat or embeddings) gets: a reply, an error status with OpenAI's error object (429 with
 * `retry-after`, 500...), or no answer at all (`hang`, for timeouts).
 */
export type FakeScript = { reply: FakeReply } | { status: number; retryAfter?: string; message?: string } | { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: Record<string, unknown> | null;
  /** `performance.now()` when a streamed reply wrote its first content (the answer bench measures from it). */
  firstContentAt?: number;
}

export interface FakeOpenAiServer {
  /** The base the client takes: http://127.0.0.1:<port>/v1. */
  url: string;
  models: readonly string[];
  /** Every request in order, with its parsed JSON body, for tests to assert what was sent. */
  requests: RecordedRequest[];
  enqueue(...scripts: FakeScript[]): void;
  close(): Promise<void>;
}

const EMBEDDING_DIMENSIONS = 16;

const errorBody = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

/** A unit vector from the text's hash: the same text always gets the same vector, different texts differ. */
export function fakeEmbedding(text: string): number[] {
  const bytes = createHash('sha256').update(text).digest();
  const raw = Array.from({ length: EMBEDDING_DIMENSIONS }, (_, i) => bytes[i]! / 127.5 - 1);
  const norm = Math.hypot(...raw) || 1;
  return raw.map((v) => v / norm);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  if (parts.length === 0) return null;
  try {
    const value: unknown = JSON.parse(Buffer.concat(parts).toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function embeddings(res: ServerResponse, body: Record<string, unknown>) {
  const input = typeof body.input === 'string' ? [body.input] : body.input;
  if (!Array.isArray(input) || !input.every((t) => typeof t === 'string'))
    return sendJson(res, 400, errorBody("'input' must be a string or an array of strings", 'invalid_request_error', null));
  const base64 = body.encoding_format === 'base64';
  const data = input.map((text, index) => {
    const vector = fakeEmbedding(text);
    const embedding = base64 ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector;
    return { object: 'embedding', index, embedding };
  });
  const tokens = approximateTokens(...input);
  sendJson(res, 200, { object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } });
}

/**
 * An in-process OpenAI-compatible server for tests (issue 24): `POST /v1/chat/completions` (streamed or not),
 * `POST /v1/embeddings`, `GET /v1/models`, on a free port. With `apiKey`, a request without that bearer token is
 * a 401 whose message echoes the key's start, as OpenAI's does; an unknown model is a 404 `model_not_found`.
 */
export async function startFakeOpenAiServer(
  options: { apiKey?: string; models?: readonly string[] } = {},
): Promise<FakeOpenAiServer> {
  const models = options.models ?? ['fake-chat', 'fake-embed'];
  const scripts: FakeScript[] = [];
  const requests: RecordedRequest[] = [];
  let served = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const authorization = req.headers.authorization ?? null;
    const body = req.method === 'POST' ? await readJson(req) : null;
    const record: RecordedRequest = { method: req.method ?? '', path, authorization, body };
    requests.push(record);
    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      const given = (authorization ?? '').replace(/^Bearer /, '');
      const message = `Incorrect API key provided: ${given.slice(0, 4)}***. You can find your API key in your account.`;
      return sendJson(res, 401, errorBody(message, 'invalid_request_error', 'invalid_api_key'));
    }
    if (req.method === 'GET' && path === '/v1/models') {
      const data = models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'atrium-fake' }));
      return sendJson(res, 200, { object: 'list', data });
    }
    const known = path === '/v1/chat/completions' || path === '/v1/embeddings';
    if (req.method !== 'POST' || !known)
      return sendJson(res, 404, errorBody(`Unknown request URL: ${path}`, 'invalid_request_error', null));
    if (!body || typeof body.model !== 'string')
      return sendJson(res, 400, errorBody("'model' is required", 'invalid_request_error', null));
    if (!models.includes(body.model)) {
      const message = `The model \`${body.model}\` does not exist or you do not have access to it.`;
      return sendJson(res, 404, errorBody(message, 'invalid_request_error', 'model_not_found'));
    }
    const script = scripts.shift();
    if (script && 'hang' in script) return; // No headers, ever: the client's timeout has to end it.
    if (script && 'status' in script) {
      const type = script.status === 429 ? 'requests' : script.status >= 500 ? 'server_error' : 'invalid_request_error';
      const headers: Record<string, string> = script.retryAfter === undefined ? {} : { 'retry-after': script.retryAfter };
      const message = script.message ?? (script.status === 429 ? 'Rate limit reached for requests.' : 'The server had an error.');
      return sendJson(
        res,
        script.status,
        errorBody(message, type, script.status === 429 ? 'rate_limit_exceeded' : null),
        headers,
      );
    }
    if (path === '/v1/embeddings') return embeddings(res, body);
    const chat = body as unknown as ChatBody;
    if (!Array.isArray(chat.messages))
      return sendJson(res, 400, errorBody("'messages' must be an array", 'invalid_request_error', null));
    const lastUser = [...chat.messages].reverse().find((m) => m.role === 'user');
    const reply = script?.reply ?? { text: `You said: ${typeof lastUser?.content === 'string' ? lastUser.content : ''}` };
    const id = `chatcmpl-fake-${++served}`;
    const onContent = () => {
      record.firstContentAt ??= performance.now();
    };
    if (chat.stream) return streamReply(res, id, chat, reply, onContent);
    sendJson(res, 200, completionObject(id, chat, reply));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    models,
    requests,
    enqueue: (...more) => void scripts.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging replies hold their sockets open; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
