import type { TChatConversation } from '@atrium/contracts/chat-conversations';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '@/components/ui/status-pill';
import { formatNumber } from '@/lib/format';

/** What needs a person's eye: answers rated unhelpful, a handoff to the help desk, a person answering. */
export function ConversationBadges({ conversation }: { conversation: TChatConversation }) {
  const { t, i18n } = useTranslation('aiConversations');
  const { unhelpfulCount, handoffTickets, personActive } = conversation;
  if (!unhelpfulCount && handoffTickets.length === 0 && !personActive) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {unhelpfulCount > 0 ? (
        <StatusPill tone="bad">{t('badges.unhelpful', { number: formatNumber(unhelpfulCount, i18n.language) })}</StatusPill>
      ) : null}
      {handoffTickets.length > 0 ? <StatusPill tone="warn">{t('badges.handedOver')}</StatusPill> : null}
      {personActive ? <StatusPill tone="busy">{t('badges.personAnswers')}</StatusPill> : null}
    </span>
  );
}
