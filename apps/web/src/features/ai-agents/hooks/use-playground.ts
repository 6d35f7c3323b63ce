import { agentEndpoints, type TAgentPlayground } from '@atrium/contracts/ai-agents';
import { useCallback, useRef, useState } from 'react';
import type { ChatEntry } from '@/components/ai-chat/chat-types';
import { useAgentStream } from '@/lib/use-agent-stream';

/** A playground answer that offered a person: the screen says so under it (nothing is opened from here). */
export type PlaygroundEntry = ChatEntry & { handoffOffered?: boolean };

/** The contract keeps the last 20 turns; older ones are dropped from what is sent, not from the screen. */
const HISTORY_MAX = 20;

/**
 * The playground's conversation lives only here: each question goes with the turns before it
 * (POST /v1/agents/:id/playground), and the saved draft answers. Nothing is stored on the server.
 */
export function usePlayground(agentId: string) {
  const stream = useAgentStream();
  const [entries, setEntries] = useState<PlaygroundEntry[]>([]);
  // What was written before a stop or a failure stays on screen, as the real chat keeps it.
  const written = useRef('');
  written.current = stream.text;

  const ask = useCallback(
    async (message: string) => {
      const history: TAgentPlayground['history'] = entries
        .filter((e) => (e.role === 'user' || e.role === 'assistant') && e.text && !e.error)
        .slice(-HISTORY_MAX)
        .map((e) => ({ role: e.role as 'user' | 'assistant', text: e.text }));
      const id = `${Date.now()}-${entries.length}`;
      setEntries((list) => [...list, { id: `${id}-q`, role: 'user', text: message }]);
      const outcome = await stream.start({
        endpoint: agentEndpoints.playground,
        params: { id: agentId },
        body: { message, history },
      });
      const answer: PlaygroundEntry =
        outcome.status === 'done'
          ? {
              id,
              role: 'assistant',
              text: outcome.text,
              sources: outcome.done.sources,
              handoffOffered: outcome.done.handoffOffered,
            }
          : outcome.status === 'stopped'
            ? { id, role: 'assistant', text: written.current, stopped: true }
            : {
                id,
                role: 'assistant',
                text: written.current,
                error: { code: outcome.error.code, message: outcome.error.message },
              };
      setEntries((list) => [...list, answer]);
    },
    [agentId, entries, stream.start],
  );

  const clear = useCallback(() => {
    stream.reset();
    setEntries([]);
  }, [stream.reset]);

  return {
    entries,
    ask,
    clear,
    stop: stream.stop,
    streaming: stream.status === 'streaming',
    text: stream.text,
    tool: stream.tool,
  };
}
