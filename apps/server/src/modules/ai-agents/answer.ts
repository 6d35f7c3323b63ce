import type { TAgentTool, TCitedSource } from '@atrium/contracts/ai-agents';
import {
  type AiBackend,
  type AiFinishReason,
  type AiMessage,
  type AiToolCall,
  approximateTokens,
  type KnowledgePassage,
  messageTexts,
} from '../../integrations/ai/ai';
import { AiError } from '../../integrations/ai/ai-errors';
import { AppError } from '../../platform/errors';
import { runTool, TOOL_DEFINITIONS, type ToolContext } from './agent-tools';

/**
 * One answer (issue 24, decision 034): the question's passages through the retrieval port, then the backend's chat
 * with the agent's instructions as the system message, the recent conversation and the knowledge, streamed to
 * `onEvent`. Tool calls (a model's only) run on the server and the chat continues, at most MAX_TOOL_ROUNDS times.
 * Failures of the backend end the answer with what was written and the error in plain words; they never throw.
 */

export const MAX_TOOL_ROUNDS = 3;
const MAX_ANSWER_TOKENS = 1_200;
const KNOWLEDGE_LIMIT = 8;

/** Said when retrieval finds nothing: the agent does not guess, and offers a person. */
export const NO_KNOWLEDGE_REPLY =
  "I don't know: the knowledge base has nothing on this. I can hand the conversation over to a person of the support team.";

export type AnswerEvent = { type: 'delta'; text: string } | { type: 'tool'; name: TAgentTool };

export interface AnswerResult {
  text: string;
  sources: TCitedSource[];
  finishReason: AiFinishReason | 'error';
  promptTokens: number;
  completionTokens: number;
  error: { code: string; message: string } | null;
  /** The agent did not know: the client offers a handoff. */
  handoffOffered: boolean;
  /** The handoff tool opened a ticket. */
  handedOff: boolean;
}

export interface AnswerInput {
  backend: AiBackend;
  /** The agent's instructions and name. */
  agent: { name: string; instructions: string; tools: readonly string[] };
  /** Earlier turns, oldest first (user and assistant only). */
  history: readonly AiMessage[];
  question: string;
  /** Retrieval for the question and for the search tool, with the asker's rights. */
  search: (query: string, limit: number) => Promise<KnowledgePassage[]>;
  tools: Omit<ToolContext, 'search'>;
  signal: AbortSignal;
  onEvent: (event: AnswerEvent) => void;
}

/** The agent's own system message. Knowledge comes after it in a block of its own (groundedMessages), never in it. */
export function systemMessage(agent: { name: string; instructions: string }): AiMessage {
  const identity = `You are ${agent.name}, an assistant answering questions from the knowledge base.`;
  return { role: 'system', content: agent.instructions ? `${identity}\n\n${agent.instructions}` : identity };
}

const sourcesOf = (ids: readonly string[], passages: readonly KnowledgePassage[]): TCitedSource[] =>
  ids.flatMap((id) => {
    const p = passages.find((x) => x.id === id);
    return p ? [{ passageId: p.id, title: p.title, url: p.url }] : [];
  });

export async function answerQuestion(input: AnswerInput): Promise<AnswerResult> {
  const { backend, agent, signal, onEvent } = input;
  const result: AnswerResult = {
    text: '',
    sources: [],
    finishReason: 'stop',
    promptTokens: 0,
    completionTokens: 0,
    error: null,
    handoffOffered: false,
    handedOff: false,
  };
  const knowledge = await input.search(input.question, KNOWLEDGE_LIMIT);
  if (knowledge.length === 0) {
    onEvent({ type: 'delta', text: NO_KNOWLEDGE_REPLY });
    return { ...result, text: NO_KNOWLEDGE_REPLY, finishReason: 'no_answer', handoffOffered: true };
  }
  const messages: AiMessage[] = [systemMessage(agent), ...input.history, { role: 'user', content: input.question }];
  const allowed = backend.kind === 'model' ? agent.tools.filter((t): t is TAgentTool => t in TOOL_DEFINITIONS) : [];
  const ctx: ToolContext = { ...input.tools, search: (q) => input.search(q, 5) };

  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    // The last round offers no tools, so the model has to answer with what it has.
    const tools = round < MAX_TOOL_ROUNDS && allowed.length ? allowed.map((t) => TOOL_DEFINITIONS[t]) : undefined;
    const calls: AiToolCall[] = [];
    let roundText = '';
    let finished = false;
    try {
      for await (const event of backend.chat({ messages, knowledge, tools, signal, maxTokens: MAX_ANSWER_TOKENS })) {
        if (event.type === 'text') {
          roundText += event.text;
          result.text += event.text;
          onEvent({ type: 'delta', text: event.text });
        } else if (event.type === 'tool_call') calls.push(event.call);
        else {
          finished = true;
          result.finishReason = event.finishReason;
          result.promptTokens += event.usage.promptTokens;
          result.completionTokens += event.usage.completionTokens;
          for (const source of sourcesOf(event.citations, knowledge))
            if (!result.sources.some((s) => s.passageId === source.passageId)) result.sources.push(source);
        }
      }
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      // Nothing counted for this round by the provider: estimate what the prompt and the partial answer cost.
      if (!finished) {
        result.promptTokens += approximateTokens(...messageTexts(messages), ...knowledge.map((p) => p.text));
        result.completionTokens += approximateTokens(roundText);
      }
      return { ...result, finishReason: 'error', error: { code: error.code, message: error.message } };
    }
    if (result.finishReason !== 'tool_calls' || calls.length === 0 || signal.aborted) break;
    messages.push({ role: 'assistant', content: roundText, toolCalls: calls });
    for (const call of calls) {
      if (call.name in TOOL_DEFINITIONS) onEvent({ type: 'tool', name: call.name as TAgentTool });
      const outcome = await runTool(call, allowed, ctx).catch((error: unknown) => ({
        // The model is told the tool failed and goes on; the asker's answer is not lost to one tool.
        content: `The tool failed: ${error instanceof AppError ? error.message : 'an internal error'}.`,
        passages: undefined,
        handedOff: false,
      }));
      for (const p of outcome.passages ?? []) if (!knowledge.some((k) => k.id === p.id)) knowledge.push(p);
      if (outcome.handedOff) result.handedOff = true;
      messages.push({ role: 'tool', toolCallId: call.id, content: outcome.content });
    }
  }
  result.handoffOffered = result.finishReason === 'no_answer' && !result.handedOff;
  return result;
}
