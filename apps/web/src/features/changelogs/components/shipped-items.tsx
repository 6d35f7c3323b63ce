import type { TChangelog } from '@atrium/contracts/changelogs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { roadmapItemPath } from '@/features/changelogs/utils/changelog-paths';

/** The roadmap items an entry ships (a draft: will ship), as chips that open each item on the roadmap. */
export function ShippedItems({ items, draft }: { items: TChangelog['items']; draft: boolean }) {
  const { t } = useTranslation('updates');
  if (items.length === 0) return null;
  return (
    <div className="mt-5 border-t border-ink-100 pt-4">
      <h3 className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {draft ? t('changelogs.shipsHeading') : t('changelogs.shippedHeading')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item._id} className="min-w-0 max-w-full">
            <Link
              to={roadmapItemPath(item._id)}
              className={`inline-flex max-w-full items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200 transition hover:bg-emerald-100 ${focusRing}`}
            >
              <Icon name="check" className="size-3.5 shrink-0" />
              <span dir="auto" className="truncate">
                {item.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
