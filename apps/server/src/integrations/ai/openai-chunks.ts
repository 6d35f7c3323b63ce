import type { ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { AiFinishReason, AiToolCall } from './ai';

type ToolCallDelta = NonNullable<ChatCompletionChunk.Choice.Delta['tool_calls']>[number];

/**
 * Tool calls arrive in pieces: the first delta of a call carries its `index`, `id` and name, later ones with the same
 * index add text to its `arguments`. Some servers send a whole call in one delta, some (older llama.cpp) leave out
 * `index`: a delta without one starts a new call when it has an id, else continues the last call.
 */
export class ToolCallAssembler {
  readonly #calls = new Map<number, { id: string; name: string; arguments: string }>();
  #last = -1;

  add(delta: ToolCallDelta): void {
    const index = typeof delta.index === 'number' ? delta.index : delta.id || this.#last < 0 ? this.#calls.size : this.#last;
    this.#last = index;
    const call = this.#calls.get(index) ?? { id: '', name: '', arguments: '' };
    if (delta.id) call.id = delta.id;
    if (delta.function?.name) call.name += delta.function.name;
    if (delta.function?.arguments) call.arguments += delta.function.arguments;
    this.#calls.set(index, call);
  }

  /** The calls so far, in index order, and forgets them. An id-less call gets one, as the reply must echo an id. */
  take(): AiToolCall[] {
    const calls = [...this.#calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, c]) => ({
        id: c.id || `call_${index}`,
        name: c.name,
        arguments: c.arguments,
        input: parseObject(c.arguments),
      }));
    this.#calls.clear();
    this.#last = -1;
    return calls;
  }
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** OpenAI's finish reasons in Atrium's; servers that invent their own ("eos") ended normally. */
export function finishReason(reason: string, hadToolCalls: boolean): AiFinishReason {
  // Some servers (older Ollama) end a turn of tool calls with "stop".
  if (reason === 'tool_calls' || reason === 'function_call' || hadToolCalls) return 'tool_calls';
  if (reason === 'length' || reason === 'content_filter') return reason;
  return 'stop';
}
