import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useUsableAgents } from '@/features/ai-chat/api/get-agents';
import { AgentChat } from './agent-chat';
import { AgentPicker } from './agent-picker';

const TARGET = { kind: 'general' } as const;
const ticketHref = (id: string) => `/support_tickets/${id}`;

/**
 * The help pages' chat: a button that opens a panel with the agents the signed-in person may use (POST
 * /v1/agents/message). Nothing shows while the agents load, or when there are none.
 */
export function HelpChatLauncher() {
  const { t } = useTranslation('aiChat');
  const agents = useUsableAgents();
  const [open, setOpen] = useState(false);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const list = agents.data ?? [];
  const agent = list.find((a) => a._id === agentId) ?? list[0];
  if (!agent) return null;
  const pick = (id: string) => {
    setAgentId(id);
    setConversationId(null);
  };

  return (
    <>
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-label={t('launcher.panelLabel', { name: agent.name })}
          className="fixed inset-x-2 bottom-2 z-40 flex h-[min(40rem,calc(100dvh-1rem))] flex-col rounded-2xl bg-white p-3 shadow-2xl ring-1 ring-ink-200 sm:inset-x-auto sm:end-4 sm:bottom-4 sm:w-[26rem]"
        >
          <div className="flex items-end gap-2 border-b border-ink-200 pb-2">
            <div className="min-w-0 flex-1">
              {list.length > 1 ? (
                <AgentPicker agents={list} value={agent._id} onChange={pick} />
              ) : (
                <p dir="auto" className="truncate font-semibold text-ink-900">
                  {agent.name}
                </p>
              )}
            </div>
            {conversationId ? (
              <Button size="sm" variant="ghost" onClick={() => setConversationId(null)}>
                {t('page.newConversation')}
              </Button>
            ) : null}
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                button.current?.focus();
              }}
              aria-label={t('launcher.close')}
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 ${focusRing}`}
            >
              <Icon name="close" className="size-5" />
            </button>
          </div>
          <AgentChat
            key={agent._id}
            agent={agent}
            target={TARGET}
            conversationId={conversationId}
            onConversation={setConversationId}
            ticketHref={ticketHref}
            autoFocus
          />
        </section>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
        className={`fixed end-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 ${focusRing} ${open ? 'hidden' : ''}`}
      >
        <Icon name="sparkles" className="size-5" />
        {t('launcher.open')}
      </button>
    </>
  );
}
