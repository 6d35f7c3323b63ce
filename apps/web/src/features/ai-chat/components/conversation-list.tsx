import type { TChatConversation } from '@atrium/contracts/chat-conversations';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';

interface ConversationListProps {
  conversations: readonly TChatConversation[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  activeId: string | null;
  onOpen: (id: string) => void;
}

/** The person's earlier conversations, newest activity first, to reopen one. */
export function ConversationList({ conversations, loading, failed, onRetry, activeId, onOpen }: ConversationListProps) {
  const { t, i18n } = useTranslation('aiChat');
  if (loading) return <Spinner size="sm" label={t('history.loading')} />;
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('history.failed')}{' '}
        <button type="button" onClick={onRetry} className={`font-medium underline ${focusRing}`}>
          {t('errors.retry')}
        </button>
      </p>
    );
  if (!conversations?.length) return <p className="text-sm text-ink-500">{t('history.empty')}</p>;
  return (
    <ul className="space-y-1">
      {conversations.map((c) => (
        <li key={c._id}>
          <button
            type="button"
            onClick={() => onOpen(c._id)}
            aria-current={c._id === activeId ? 'true' : undefined}
            className={`block w-full rounded-lg px-3 py-2 text-start ${focusRing} ${c._id === activeId ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-ink-100'}`}
          >
            <span dir="auto" className="block truncate text-sm font-medium text-ink-900">
              {c.title || t('history.untitled')}
            </span>
            <span className="block truncate text-xs text-ink-500">
              {c.agent.name} · {formatDate(c.lastMessageAt, i18n.language)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
