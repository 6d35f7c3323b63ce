import type { TAgent } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { ChatComposer } from '@/components/ai-chat/chat-composer';
import { ChatTranscript } from '@/components/ai-chat/chat-transcript';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { type PlaygroundEntry, usePlayground } from '@/features/ai-agents/hooks/use-playground';

/**
 * Tries the agent as it is saved (the draft, not the published version) before publishing. Unsaved edits are not
 * in it, and the panel says so rather than answering with settings the person does not see.
 */
export function Playground({ agent, dirty }: { agent: TAgent; dirty: boolean }) {
  const { t } = useTranslation('aiAgents');
  const chat = usePlayground(agent._id);
  const greeting: PlaygroundEntry[] = agent.greeting ? [{ id: 'greeting', role: 'assistant', text: agent.greeting }] : [];
  return (
    <section
      aria-labelledby={`playground-${agent._id}`}
      className="flex h-[36rem] max-h-[calc(100dvh-6rem)] flex-col rounded-2xl bg-white shadow-sm ring-1 ring-ink-200"
    >
      <header className="flex items-start justify-between gap-3 border-b border-ink-200 px-4 py-3">
        <div className="min-w-0">
          <h2 id={`playground-${agent._id}`} className="text-base font-semibold text-ink-900">
            {t('playground.title')}
          </h2>
          <p className="text-xs text-ink-500">{t('playground.hint')}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={chat.clear} disabled={chat.entries.length === 0 && !chat.streaming}>
          {t('playground.clear')}
        </Button>
      </header>
      <div data-chat-scroll className="min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-4">
        {dirty ? <FormAlert tone="info" message={t('playground.unsaved')} /> : null}
        <ChatTranscript
          agent={{ name: agent.name, avatar: agent.avatar }}
          entries={[...greeting, ...chat.entries]}
          streaming={chat.streaming ? { text: chat.text, tool: chat.tool } : null}
          actions={(entry) =>
            (entry as PlaygroundEntry).handoffOffered ? (
              <p className="mt-1.5 text-xs text-ink-600">{t('playground.handoff')}</p>
            ) : null
          }
        />
      </div>
      <div className="border-t border-ink-200 p-3">
        <ChatComposer onSend={(text) => void chat.ask(text)} onStop={chat.stop} streaming={chat.streaming} />
      </div>
    </section>
  );
}
