import type { TChatMessage } from '@atrium/contracts/chat-conversations';
import type { ChatEntry } from '@/components/ai-chat/chat-types';

/** The transcript's lines from saved messages; tool runs are kept for the record but not shown. */
export function chatEntries(messages: readonly TChatMessage[]): ChatEntry[] {
  return messages.flatMap((m): ChatEntry[] =>
    m.role === 'tool'
      ? []
      : [
          {
            id: m._id,
            role: m.role,
            text: m.text,
            authorName: m.author?.name ?? null,
            sources: m.sources,
            error: m.error,
            stopped: m.finishReason === 'aborted',
          },
        ],
  );
}
