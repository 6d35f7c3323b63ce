import { type AiBackend, type AiChatEvent, type AiChatRequest, approximateTokens, messageTexts } from '../ai';
import { extractiveAnswer } from './answer';

/** The question is the person's last message; earlier turns only matter to a model, which can resolve "it". */
function lastQuestion(request: AiChatRequest): string {
  for (let i = request.messages.length - 1; i >= 0; i--) {
    const message = request.messages[i]!;
    if (message.role === 'user') return message.content;
  }
  return '';
}

async function* answer(request: AiChatRequest): AsyncGenerator<AiChatEvent> {
  const knowledge = request.knowledge ?? [];
  const result = extractiveAnswer(lastQuestion(request), knowledge);
  const prompt = approximateTokens(...messageTexts(request.messages), ...knowledge.flatMap((p) => [p.title, p.text]));
  let written = '';
  for (const [i, block] of result.blocks.entries()) {
    if (request.signal.aborted) break;
    // Paragraphs as deltas, so the web's streaming path is the one a model's reply takes.
    const text = i === 0 ? block : `\n\n${block}`;
    written += text;
    yield { type: 'text', text };
  }
  const aborted = request.signal.aborted && written.length < result.blocks.join('\n\n').length;
  yield {
    type: 'finish',
    finishReason: aborted ? 'aborted' : result.kind === 'no_answer' ? 'no_answer' : 'stop',
    usage: { promptTokens: prompt, completionTokens: approximateTokens(written), estimated: true },
    citations: aborted ? [] : result.citations,
  };
}

/**
 * The embedded default (nothing configured): answers from the passages it is given, quoting them with links, and
 * says it does not know when none is good enough (finish reason `no_answer`). No tool calls, no embeddings.
 */
export function createExtractiveBackend(): AiBackend {
  return { kind: 'extractive', model: 'extractive', chat: answer, embed: null };
}
