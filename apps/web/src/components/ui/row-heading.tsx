import { Link } from 'react-router';
import { focusRing } from './focus-ring';
import { Icon } from './icon';

interface RowHeadingProps {
  id: string;
  title: string;
  subtitle: string;
  /** Where 'See all' goes (kept scroll position: the results show under the same controls). */
  seeAll: string;
  seeAllLabel: string;
  /** The link's accessible name, which names the row ("See all: Top rated"). */
  seeAllName: string;
}

/** The heading of one row of cards on a browse page: title, a line about it, and 'See all'. */
export function RowHeading({ id, title, subtitle, seeAll, seeAllLabel, seeAllName }: RowHeadingProps) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-semibold tracking-tight text-ink-900 sm:text-xl">
          {title}
        </h2>
        <p className="mt-0.5 text-sm text-ink-500">{subtitle}</p>
      </div>
      <Link
        to={seeAll}
        preventScrollReset
        aria-label={seeAllName}
        className={`inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-brand-600 hover:text-brand-800 ${focusRing}`}
      >
        {seeAllLabel}
        <Icon name="arrowEnd" className="size-4" />
      </Link>
    </div>
  );
}
