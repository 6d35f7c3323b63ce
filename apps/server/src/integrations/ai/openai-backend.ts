import OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  type AiBackend,
  type AiChatEvent,
  type AiChatRequest,
  type AiFinishReason,
  type AiMessage,
  type AiUsage,
  approximateTokens,
  messageTexts,
} from './ai';
import { AiTimeoutError, AiTruncatedError, AiUnavailableError, toAiError } from './ai-errors';
import { citedPassageIds, groundedMessages } from './extractive/grounded-messages';
import { IdleDeadline } from './idle-deadline';
import { finishReason, ToolCallAssembler } from './openai-chunks';

export interface OpenAiBackendOptions {
  /** The server's OpenAI-compatible base, with its version path: https://api.openai.com/v1, http://localhost:11434/v1. */
  baseURL: string;
  /** Absent for servers that take none (Ollama, llama.cpp, vLLM by default). */
  apiKey?: string;
  model: string;
  embeddingModel?: string;
  /** Longest wait for the response, for each further chunk of a streamed one, and for embeddings. */
  timeoutMs: number;
}

/** The client refuses to start without a key; servers that need none ignore the bearer token. */
const NO_KEY = 'no-key';
/** Inputs per embeddings request: OpenAI takes up to 2048, local servers far fewer comfortably. */
const EMBED_BATCH = 64;

/**
 * OpenAI's reasoning models refuse `max_tokens` (replaced by `max_completion_tokens`), and Ollama and LM Studio know
 * only `max_tokens`: OpenAI's and Azure's hosts get the new name, every other server the old one.
 */
export function maxTokensParam(baseURL: string, maxTokens: number): { max_tokens: number } | { max_completion_tokens: number } {
  const host = new URL(baseURL).hostname;
  const openAi = host === 'api.openai.com' || host.endsWith('.openai.azure.com');
  return openAi ? { max_completion_tokens: maxTokens } : { max_tokens: maxTokens };
}

function toOpenAiMessage(m: AiMessage): ChatCompletionMessageParam {
  if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
  if (m.role === 'assistant' && m.toolCalls?.length) {
    return {
      role: 'assistant',
      content: m.content || null,
      tool_calls: m.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
    };
  }
  return { role: m.role, content: m.content };
}

/**
 * The real client (decision 032): the official `openai` package against any OpenAI-compatible server. No retries in
 * the client: a person is waiting, so a 429 or 5xx is reported at once with its retry-after, and the agent layer (or
 * the job queue, for indexing) decides whether to try again.
 */
export function createOpenAiBackend(options: OpenAiBackendOptions): AiBackend {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey || NO_KEY,
    // Explicit, so OPENAI_ORG_ID / OPENAI_PROJECT_ID in the environment do not change what Atrium sends.
    organization: null,
    project: null,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const embeddingModel = options.embeddingModel;
  return {
    kind: 'model',
    model: options.model,
    chat: (request) => streamChat(client, options, request),
    embed: embeddingModel ? (texts, signal) => embed(client, options, embeddingModel, texts, signal) : null,
  };
}

async function* streamChat(client: OpenAI, options: OpenAiBackendOptions, request: AiChatRequest): AsyncGenerator<AiChatEvent> {
  const knowledge = request.knowledge ?? [];
  const messages = knowledge.length > 0 ? groundedMessages(request.messages, knowledge) : request.messages;
  const deadline = new IdleDeadline(options.timeoutMs, request.signal);
  const calls = new ToolCallAssembler();
  let text = '';
  let reason: AiFinishReason | null = null;
  let usage: AiUsage | null = null;
  let started = false;
  let chunks: AsyncIterator<OpenAI.Chat.Completions.ChatCompletionChunk> | undefined;
  try {
    const params: ChatCompletionCreateParamsStreaming = {
      model: options.model,
      messages: messages.map(toOpenAiMessage),
      stream: true,
      stream_options: { include_usage: true },
      ...(request.tools?.length ? { tools: request.tools.map((t) => ({ type: 'function' as const, function: { ...t } })) } : {}),
      ...(request.maxTokens ? maxTokensParam(options.baseURL, request.maxTokens) : {}),
    };
    deadline.arm();
    const stream = await client.chat.completions.create(params, { signal: deadline.signal });
    started = true;
    chunks = stream[Symbol.asyncIterator]();
    // The client's stream ends quietly when aborted or when the connection closes cleanly before [DONE]: the checks
    // after the loop tell a timeout, a stop and a truncation apart.
    for (;;) {
      deadline.arm();
      const next = await chunks.next();
      deadline.disarm();
      if (next.done) break;
      const chunk = next.value;
      if (chunk.usage) {
        usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens, estimated: false };
      }
      const choice = chunk.choices[0];
      if (!choice) continue;
      if (choice.delta?.content) {
        text += choice.delta.content;
        yield { type: 'text', text: choice.delta.content };
      }
      for (const delta of choice.delta?.tool_calls ?? []) calls.add(delta);
      if (choice.finish_reason) {
        const finished = calls.take();
        reason = finishReason(choice.finish_reason, finished.length > 0);
        for (const call of finished) yield { type: 'tool_call', call };
      }
    }
  } catch (error) {
    if (deadline.expired) throw new AiTimeoutError(options.timeoutMs);
    // A connection lost after the finish reason only cost the usage chunk: the reply itself is whole.
    if (!request.signal.aborted && reason === null) throw toAiError(error, { timeoutMs: options.timeoutMs, midStream: started });
  } finally {
    deadline.disarm();
    // A caller that stops reading (break, or an error in its loop) ends here: returning the client's iterator aborts
    // the request, so the provider stops generating.
    await chunks?.return?.();
  }
  if (deadline.expired) throw new AiTimeoutError(options.timeoutMs);
  const estimated = (): AiUsage => ({
    promptTokens: approximateTokens(...messageTexts(messages)),
    completionTokens: approximateTokens(text),
    estimated: true,
  });
  if (request.signal.aborted) {
    // The provider's usage chunk never comes for a stopped reply; what was generated still counts against budgets.
    yield { type: 'finish', finishReason: 'aborted', usage: usage ?? estimated(), citations: [] };
    return;
  }
  if (reason === null) throw new AiTruncatedError();
  yield { type: 'finish', finishReason: reason, usage: usage ?? estimated(), citations: citedPassageIds(text, knowledge) };
}

async function embed(
  client: OpenAI,
  options: OpenAiBackendOptions,
  model: string,
  texts: readonly string[],
  signal?: AbortSignal,
): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    const input = texts.slice(start, start + EMBED_BATCH);
    const deadline = new IdleDeadline(options.timeoutMs, signal);
    deadline.arm();
    try {
      // `float`: the client's default asks for base64, which not every OpenAI-compatible server speaks.
      const response = await client.embeddings.create({ model, input, encoding_format: 'float' }, { signal: deadline.signal });
      const data = [...response.data].sort((a, b) => a.index - b.index);
      if (data.length !== input.length)
        throw new AiUnavailableError(undefined, `${data.length} vectors for ${input.length} texts`);
      vectors.push(...data.map((d) => d.embedding));
    } catch (error) {
      if (deadline.expired) throw new AiTimeoutError(options.timeoutMs);
      throw toAiError(error, { timeoutMs: options.timeoutMs });
    } finally {
      deadline.disarm();
    }
  }
  return vectors;
}
