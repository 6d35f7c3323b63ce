import type { TCitedSource } from '@atrium/contracts/ai-agents';
import type { ReactNode } from 'react';

/** One line of a transcript, whatever it came from (a saved conversation, a shared link, the playground's memory). */
export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant' | 'person';
  text: string;
  /** Who wrote it, for a person of the support team. */
  authorName?: string | null;
  sources?: readonly TCitedSource[];
  /** Why the answer failed or stopped early, shown under what was written. */
  error?: { code: string; message: string } | null;
  /** The answer was stopped by the asker. */
  stopped?: boolean;
}

/** The agent as the transcript shows it. */
export interface ChatAgent {
  name: string;
  avatar?: string | null;
}

/** What the screen adds under an entry (rating, handoff), without the transcript knowing about it. */
export type EntryActions = (entry: ChatEntry) => ReactNode;
