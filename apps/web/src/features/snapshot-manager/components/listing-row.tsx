import type { TSnapshot } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '@/components/header/dropdown';
import { DropdownButton, DropdownLink } from '@/components/header/dropdown-items';
import { focusRing } from '@/components/ui/focus-ring';
import { startDrag } from '@/features/snapshot-manager/utils/drag';
import { nicheGradient } from '@/lib/niche-color';

interface ListingRowProps {
  listing: TSnapshot;
  folderName: string | null;
  onMove: () => void;
  onDelete: () => void;
}

const VISIBILITY_TONE = {
  agency: 'bg-ink-100 text-ink-700',
  locations: 'bg-sky-50 text-sky-800',
  marketplace: 'bg-emerald-50 text-emerald-800',
} as const;

/** One listing in the manager: draggable onto a folder, with its page, edit, move and delete. */
export function ListingRow({ listing, folderName, onMove, onDelete }: ListingRowProps) {
  const { t } = useTranslation('snapshot-manager');
  return (
    <li
      draggable
      onDragStart={(event) => startDrag(event, { kind: 'listing', id: listing._id })}
      className="flex cursor-grab items-center gap-4 px-4 py-3 active:cursor-grabbing sm:px-5"
    >
      {listing.coverUrl ? (
        <img src={listing.coverUrl} alt="" className="hidden h-12 w-20 shrink-0 rounded-lg object-cover sm:block" />
      ) : (
        <span
          aria-hidden="true"
          className={`hidden h-12 w-20 shrink-0 rounded-lg bg-gradient-to-br sm:block ${nicheGradient(listing.niche)}`}
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/snapshot/${listing._id}`}
            dir="auto"
            className={`truncate rounded font-semibold text-ink-900 hover:text-brand-700 hover:underline ${focusRing}`}
          >
            {listing.name}
          </Link>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${VISIBILITY_TONE[listing.visibility]}`}>
            {t(`visibility.${listing.visibility}.short`)}
          </span>
        </div>
        <p className="mt-0.5 truncate text-xs text-ink-500">
          {[
            t('listings.version', { number: listing.version.number }),
            listing.niche,
            folderName,
            t('listings.locations', { count: listing.locationCount }),
            listing.outdatedLocationCount > 0 ? t('listings.outdated', { count: listing.outdatedLocationCount }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <Dropdown
        label={<span className="hidden sm:inline">{t('listings.actions')}</span>}
        ariaLabel={t('listings.actionsFor', { name: listing.name })}
        align="end"
      >
        <DropdownLink to={`/snapshots/${listing._id}/edit`}>{t('listings.edit')}</DropdownLink>
        <DropdownLink to={`/snapshot/${listing._id}`}>{t('listings.open')}</DropdownLink>
        <DropdownButton onSelect={onMove}>{t('move.action')}</DropdownButton>
        <DropdownButton icon="close" onSelect={onDelete}>
          {t('listings.delete')}
        </DropdownButton>
      </Dropdown>
    </li>
  );
}
