import type { TRoadmapItem } from '@atrium/contracts/roadmap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { STATUS_TONES } from '@/features/roadmap/utils/statuses';

/** An item on the calendar in its status colour; it opens the item's page. */
export function CalendarChip({ item, wrap = false }: { item: TRoadmapItem; wrap?: boolean }) {
  const { t } = useTranslation('roadmap');
  const tone = STATUS_TONES[item.status];
  return (
    <Link
      to={`/roadmap/${item._id}`}
      title={item.title}
      className={`flex items-center gap-1.5 rounded-md border px-1.5 py-1 text-xs font-medium transition ${focusRing} ${tone.chip}`}
    >
      <span aria-hidden="true" className={`size-1.5 shrink-0 rounded-full ${tone.dot}`} />
      <span dir="auto" className={`min-w-0 ${wrap ? 'break-words' : 'truncate'}`}>
        {item.title}
      </span>
      <span className="sr-only">({t(`status.${item.status}`)})</span>
    </Link>
  );
}
