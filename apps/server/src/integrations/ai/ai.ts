/**
 * What Atrium's agents need from a model backend (issue 24, decision 032), kept small so that any OpenAI-compatible
 * server and the embedded extractive answerer can both stand behind it. The agent layer talks only to `AiBackend`;
 * which backend it gets is configuration (`ai-from-config.ts`).
 */

/** A passage of the asker's knowledge, ranked by retrieval (best first). Its text is data, never instructions. */
export interface KnowledgePassage {
  /** Stable id the answer cites (a model is told to cite it as `[id]`). */
  id: string;
  title: string;
  /** Where a person reads the source: an absolute http(s) address or a path of the web app (`/education_faqs`). */
  url: string;
  text: string;
  /** Retrieval's score, higher is better; only the order matters to the backends. */
  score: number;
}

export interface AiToolCall {
  /** The provider's id for the call, echoed back in the `tool` message that carries its result. */
  id: string;
  name: string;
  /** The arguments as the model wrote them (JSON text), sent back unchanged in the assistant message. */
  arguments: string;
  /** `arguments` parsed when it is a JSON object, else null: models do write invalid JSON; validate it before use. */
  input: Record<string, unknown> | null;
}

export type AiMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string; toolCalls?: readonly AiToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

export interface AiTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments (an object schema). */
  parameters: Record<string, unknown>;
}

/**
 * Why a reply ended. `no_answer`: the knowledge held nothing good enough (extractive default), so the reply says it
 * does not know and the agent layer offers a handoff to a person. `aborted`: the caller's signal stopped it.
 */
export type AiFinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | 'no_answer' | 'aborted';

export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  /**
   * True when counted here (about 4 characters a token, `approximateTokens`) rather than reported by the provider:
   * always for the extractive answerer, and for a stream stopped before the provider's usage chunk.
   */
  estimated: boolean;
}

export type AiChatEvent =
  | { type: 'text'; text: string }
  | { type: 'tool_call'; call: AiToolCall }
  | {
      type: 'finish';
      finishReason: AiFinishReason;
      usage: AiUsage;
      /** Passage ids the reply quotes (extractive); a model's citations are read from its text (`citedPassageIds`). */
      citations: readonly string[];
    };

export interface AiChatRequest {
  messages: readonly AiMessage[];
  /**
   * Ranked passages to answer from. A model backend frames them as quoted data (`groundedMessages`); the extractive
   * backend answers from them alone. Absent: a model answers from the messages; the extractive backend cannot answer.
   */
  knowledge?: readonly KnowledgePassage[];
  tools?: readonly AiTool[];
  /** Stops the reply: the stream then ends with a `finish` event whose reason is `aborted`. */
  signal: AbortSignal;
  maxTokens?: number;
}

export interface AiBackend {
  /** `model`: an OpenAI-compatible server; `extractive`: the embedded default (no tool calls, no embeddings). */
  readonly kind: 'model' | 'extractive';
  /** The model's name as configured, or `extractive`. */
  readonly model: string;
  /**
   * One reply, streamed: text deltas and tool calls as they complete, then exactly one `finish` event. Failures are
   * thrown as `AiError` subclasses (ai-errors.ts), possibly after some text was yielded.
   */
  chat(request: AiChatRequest): AsyncIterable<AiChatEvent>;
  /** Vectors for texts, in order; null when no embedding model is configured (retrieval is then full-text only). */
  readonly embed: ((texts: readonly string[], signal?: AbortSignal) => Promise<number[][]>) | null;
}

/**
 * About 4 characters a token: OpenAI's published rule of thumb for English text. Used where no provider counts
 * (the extractive answerer, a stopped stream); close enough for monthly budgets, never for billing.
 */
export function approximateTokens(...texts: readonly string[]): number {
  let chars = 0;
  for (const text of texts) chars += text.length;
  return Math.ceil(chars / 4);
}

/** The text of every message, for an approximate prompt size. */
export function messageTexts(messages: readonly AiMessage[]): string[] {
  return messages.flatMap((m) => [
    m.content,
    ...(m.role === 'assistant' ? (m.toolCalls ?? []).map((c) => c.name + c.arguments) : []),
  ]);
}
