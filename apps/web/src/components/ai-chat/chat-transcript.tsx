import type { TAgentTool } from '@atrium/contracts/ai-agents';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAvatar } from './agent-avatar';
import { chatErrorText } from './chat-error';
import { ChatMarkdown } from './chat-markdown';
import { ChatSources } from './chat-sources';
import type { ChatAgent, ChatEntry, EntryActions } from './chat-types';

export interface ChatTranscriptProps {
  agent: ChatAgent;
  entries: readonly ChatEntry[];
  /** The answer being written now, shown after the entries with a caret. */
  streaming?: { text: string; tool: TAgentTool | null } | null;
  /** Shown before any entry (the agent's greeting). */
  intro?: ReactNode;
  actions?: EntryActions;
}

/** The conversation, oldest first; it follows the newest line unless the reader scrolled up to read. */
export function ChatTranscript({ agent, entries, streaming = null, intro, actions }: ChatTranscriptProps) {
  const { t } = useTranslation('aiChat');
  const end = useRef<HTMLDivElement>(null);
  const streamingLength = streaming?.text.length ?? -1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry or new words are what move the view.
  useEffect(() => {
    const node = end.current;
    const scroller = node?.closest('[data-chat-scroll]');
    if (!node || !scroller) return;
    const nearBottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 160;
    if (nearBottom || streamingLength <= 0) node.scrollIntoView?.({ block: 'end' });
  }, [entries.length, streamingLength]);

  return (
    <div className="space-y-4">
      {intro}
      <ol aria-label={t('transcript.label')} className="space-y-4">
        {entries.map((entry) => (
          <li key={entry.id}>
            <Bubble agent={agent} entry={entry}>
              {actions?.(entry)}
            </Bubble>
          </li>
        ))}
      </ol>
      {streaming ? (
        <div aria-live="polite" aria-busy="true">
          <Bubble
            agent={agent}
            entry={{ id: 'streaming', role: 'assistant', text: streaming.text }}
            writing
            tool={streaming.tool}
          />
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}

function Bubble({
  agent,
  entry,
  writing = false,
  tool = null,
  children,
}: {
  agent: ChatAgent;
  entry: ChatEntry;
  writing?: boolean;
  tool?: TAgentTool | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('aiChat');
  if (entry.role === 'user')
    return (
      <div className="flex justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-se-sm bg-brand-600 px-3.5 py-2 text-white shadow-sm">
          <span className="sr-only">{t('transcript.you')}: </span>
          <p dir="auto" className="text-sm leading-relaxed break-words whitespace-pre-wrap">
            {entry.text}
          </p>
        </div>
      </div>
    );
  const person = entry.role === 'person';
  const name = person ? entry.authorName || t('transcript.person') : agent.name;
  return (
    <div className="flex items-start gap-2">
      {person ? (
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-sm font-semibold text-white"
        >
          {name.trim().charAt(0).toUpperCase()}
        </span>
      ) : (
        <AgentAvatar name={agent.name} avatar={agent.avatar} />
      )}
      <div className="min-w-0 max-w-[85%] flex-1 sm:flex-none">
        <p className="mb-1 flex flex-wrap items-center gap-x-2 text-xs font-medium text-ink-500">
          <span dir="auto">{name}</span>
          {person ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800">{t('transcript.personBadge')}</span>
          ) : null}
        </p>
        <div
          className={`rounded-2xl rounded-ss-sm px-3.5 py-2.5 text-ink-800 shadow-sm ring-1 ${person ? 'bg-emerald-50 ring-emerald-200' : 'bg-ink-50 ring-ink-200'}`}
        >
          {entry.text ? <ChatMarkdown text={entry.text} /> : null}
          {writing ? <WritingLine text={entry.text} tool={tool} /> : null}
          {entry.stopped ? <p className="mt-1 text-xs text-ink-500 italic">{t('transcript.stopped')}</p> : null}
          {entry.error ? <p className="mt-1 text-xs text-red-700">{chatErrorText(t, entry.error)}</p> : null}
          {entry.sources?.length ? <ChatSources sources={entry.sources} /> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

/** The caret after the words so far, or what the agent does before the first words (a tool, thinking). */
function WritingLine({ text, tool }: { text: string; tool: TAgentTool | null }) {
  const { t } = useTranslation('aiChat');
  if (tool) return <p className="text-xs text-ink-500 italic">{t(`transcript.tool.${tool}`)}</p>;
  return (
    <span className="inline-flex items-center gap-1 text-ink-500">
      {text ? null : <span className="text-xs italic">{t('transcript.writing')}</span>}
      <span aria-hidden="true" className="inline-block h-4 w-1.5 animate-pulse rounded-sm bg-brand-500" />
    </span>
  );
}
