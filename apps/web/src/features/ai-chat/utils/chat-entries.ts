import type { TChatMessage, TSharedConversation } from '@atrium/contracts/chat-conversations';
import type { ChatEntry } from '@/components/ai-chat/chat-types';

/** A saved message as the transcript shows it; a tool's run is kept for the record, not shown. */
export function entryOf(message: TChatMessage): ChatEntry | null {
  if (message.role === 'tool') return null;
  return {
    id: message._id,
    role: message.role,
    text: message.text,
    authorName: message.author?.name ?? null,
    sources: message.sources,
    error: message.error,
    stopped: message.finishReason === 'aborted',
  };
}

export const entriesOf = (messages: readonly TChatMessage[]): ChatEntry[] =>
  messages.flatMap((m) => {
    const entry = entryOf(m);
    return entry ? [entry] : [];
  });

/** A shared conversation's messages have no ids: their place is theirs. */
export const sharedEntriesOf = (messages: TSharedConversation['messages']): ChatEntry[] =>
  messages.flatMap((m, i) =>
    m.role === 'tool' ? [] : [{ id: `m${i}`, role: m.role, text: m.text, authorName: m.authorName, sources: m.sources }],
  );
