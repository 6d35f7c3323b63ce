import type { TContentList } from '@atrium/contracts/content';
import { Link } from 'react-router';
import { RichText } from '@/components/ui/rich-text';
import type { ListProgress } from '@/features/education/utils/step-progress';
import { AllDoneBadge } from './all-done-badge';
import { StepProgressBar } from './step-progress-bar';

export interface StepListCardProps {
  list: TContentList;
  progress: ListProgress;
  /** The address (search) that opens this list. */
  to: string;
}

/** One list as a card; its title is the link that opens it, stretched over the card so all of it clicks. */
export function StepListCard({ list, progress, to }: StepListCardProps) {
  const complete = progress.total > 0 && progress.done === progress.total;
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 transition focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md ${complete ? 'ring-emerald-200' : 'ring-ink-200 hover:ring-ink-300'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 dir="auto" className="min-w-0 flex-1 text-base leading-snug font-semibold text-ink-900">
          <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {list.title}
          </Link>
        </h3>
        {complete ? <AllDoneBadge /> : null}
      </div>
      {list.description ? <RichText html={list.description} className="mt-2 line-clamp-3 text-ink-600" /> : null}
      <div className="mt-auto pt-4">
        <StepProgressBar progress={progress} label={list.title} />
      </div>
    </li>
  );
}
