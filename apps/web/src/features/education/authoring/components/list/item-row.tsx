import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import type { AuthoringItem, ItemsGroup } from '@/features/education/authoring/descriptor/group-descriptor';
import { itemTitle } from '@/features/education/authoring/utils/form-values';
import { VisibilityBadge, VisibilityButton } from '@/features/education/components/visibility-controls';
import { intlLocale } from '@/lib/format';
import { OwnerBadge, StatusBadge } from './item-badges';

export interface ItemRowProps {
  group: ItemsGroup;
  item: AuthoringItem;
  editTo: string;
  parentLabel?: string;
  writable: boolean;
  /** Offer "Visible to" (agency admins on groups with hides, read-only platform rows too). */
  canHide: boolean;
  /** Whether the Move buttons are offered (ordered groups, unfiltered by search), and which way it can go. */
  move: { shown: boolean; up: boolean; down: boolean };
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onToggleStatus: () => void;
  onDelete: () => void;
}

/** Ids of the Move buttons, so focus can follow the row to its new place. */
export const moveButtonId = (id: string, direction: -1 | 1) => `move-${direction < 0 ? 'up' : 'down'}-${id}`;

function formatWhen(iso: unknown, language: string): string | null {
  if (typeof iso !== 'string') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** One item in a group's list: its order, name, state and the actions this viewer may take. */
export function ItemRow({
  group,
  item,
  editTo,
  parentLabel,
  writable,
  canHide,
  move,
  busy,
  onMove,
  onToggleStatus,
  onDelete,
}: ItemRowProps) {
  const { t, i18n } = useTranslation('authoring');
  const title = itemTitle(group, item);
  const when = group.dateField ? formatWhen(item[group.dateField], i18n.language) : null;
  const meta = [parentLabel, when].filter(Boolean).join(' · ');
  // The group's visibility endpoints, when this viewer may use them.
  const hides = canHide ? group.api.hides : undefined;
  const moveButton = (direction: -1 | 1) => (
    <button
      type="button"
      id={moveButtonId(item._id, direction)}
      onClick={() => onMove(direction)}
      disabled={!(direction < 0 ? move.up : move.down)}
      aria-label={t(direction < 0 ? 'actions.moveUp' : 'actions.moveDown')}
      title={t(direction < 0 ? 'actions.moveUp' : 'actions.moveDown')}
      className={`inline-flex size-8 items-center justify-center rounded-md text-ink-600 ring-1 ring-ink-200 transition hover:bg-ink-50 hover:text-ink-900 ${focusRing} disabled:cursor-not-allowed disabled:opacity-40`}
    >
      <Icon name="arrowUp" className={`size-4 ${direction > 0 ? 'rotate-180' : ''}`} />
    </button>
  );

  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {move.shown && writable ? (
          <fieldset className="flex shrink-0 gap-1 sm:flex-col">
            <legend className="sr-only">{t('list.orderOf', { title })}</legend>
            {moveButton(-1)}
            {moveButton(1)}
          </fieldset>
        ) : move.shown ? (
          // Read-only rows keep the column, so titles line up, without buttons that could never work.
          <span aria-hidden="true" className="hidden w-8 shrink-0 sm:block" />
        ) : null}
        <div className="min-w-0 flex-1">
          <Link
            to={editTo}
            dir="auto"
            className={`block rounded font-medium break-words text-ink-900 hover:text-brand-700 ${focusRing}`}
          >
            {title}
          </Link>
          {meta ? (
            <p dir="auto" className="mt-0.5 truncate text-xs text-ink-500">
              {meta}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-1.5">
            {item.status ? <StatusBadge status={item.status} /> : null}
            <OwnerBadge owner={item.owner} readOnly={!writable} />
            {/* Known once the row's dialog has loaded it: a long list asks nothing per row. */}
            {hides ? <VisibilityBadge api={hides} id={item._id} load={false} /> : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {hides && group.hides ? (
          <VisibilityButton
            api={hides}
            id={item._id}
            name={title}
            scope={group.hides}
            className={buttonClasses('secondary', 'sm')}
          />
        ) : null}
        {writable && item.status ? (
          <Button size="sm" variant="secondary" onClick={onToggleStatus} disabled={busy}>
            {item.status === 'published' ? t('actions.unpublish') : t('actions.publish')}
          </Button>
        ) : null}
        <Link
          to={editTo}
          className={buttonClasses('secondary', 'sm')}
          aria-label={`${writable ? t('actions.edit') : t('actions.view')}: ${title}`}
        >
          {writable ? t('actions.edit') : t('actions.view')}
        </Link>
        {writable ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            disabled={busy}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`${t('actions.delete')}: ${title}`}
          >
            {t('actions.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
