import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { useVote } from '@/features/roadmap/api/vote-roadmap-item';
import { isVotable } from '@/features/roadmap/utils/statuses';
import { formatNumber } from '@/lib/format';
import { useSession } from '@/lib/session-store';
import { RoadmapIcon } from './roadmap-icons';
import { SignInPrompt } from './sign-in-prompt';

export interface VoteButtonProps {
  item: Pick<TRoadmapItem, '_id' | 'title' | 'status' | 'voteCount' | 'viewerVoted' | 'mergedInto'>;
  /** 'card' on the board, 'large' at the top of an item's page. */
  size?: 'card' | 'large';
}

const SIZES = {
  card: { box: 'w-12 py-1.5', count: 'text-sm', icon: 'size-4' },
  large: { box: 'w-16 py-2.5 sm:w-20 sm:py-3', count: 'text-lg', icon: 'size-5' },
} as const;

/**
 * One vote per person, as a toggle button: named "Vote for “<title>”", pressed while I voted, its count given as
 * the description. Visitors are asked to sign in; shipped, declined and merged items show the count only.
 */
export function VoteButton({ item, size = 'card' }: VoteButtonProps) {
  const { t, i18n } = useTranslation('roadmap');
  const { user } = useSession();
  const vote = useVote();
  const [askSignIn, setAskSignIn] = useState(false);
  const countId = useId();
  const s = SIZES[size];
  const count = formatNumber(item.voteCount, i18n.language);
  const votesText = t('vote.count', { count: item.voteCount, formatted: count });

  if (item.mergedInto || !isVotable(item.status))
    return (
      <div
        className={`flex shrink-0 flex-col items-center self-start rounded-xl bg-ink-50 text-ink-500 ring-1 ring-ink-200 ${s.box}`}
        title={t('vote.closed')}
      >
        <RoadmapIcon name="chevronUp" className={`${s.icon} opacity-40`} />
        <span aria-hidden="true" className={`font-semibold tabular-nums ${s.count}`}>
          {count}
        </span>
        <span className="sr-only">{votesText}</span>
      </div>
    );

  const onPress = () => {
    if (!user) {
      setAskSignIn(true);
      return;
    }
    vote.mutate(
      { item, voted: !item.viewerVoted },
      { onError: (error) => toast.error(t('vote.failed', { message: error instanceof Error ? error.message : String(error) })) },
    );
  };

  const pressed = item.viewerVoted;
  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t('vote.label', { title: item.title })}
        aria-describedby={countId}
        onClick={onPress}
        className={`flex shrink-0 flex-col items-center self-start rounded-xl transition ${focusRingOffset} ${s.box} ${
          pressed
            ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
            : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:text-brand-700 hover:ring-brand-300'
        }`}
      >
        <RoadmapIcon name="chevronUp" className={s.icon} />
        <span className={`font-semibold tabular-nums ${s.count}`}>{count}</span>
        {size === 'large' ? (
          <span className={`text-[11px] font-medium ${pressed ? 'text-brand-100' : 'text-ink-500'}`}>
            {pressed ? t('vote.voted') : t('vote.vote')}
          </span>
        ) : null}
      </button>
      <span id={countId} className="sr-only">
        {votesText}
      </span>
      <SignInPrompt open={askSignIn} onClose={() => setAskSignIn(false)} />
    </>
  );
}
