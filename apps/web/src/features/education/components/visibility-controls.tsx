import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { type HidesApi, useVisibility } from '@/features/education/api/visibility';
import { VisibilityDialog, type VisibilityTarget } from './visibility-dialog';

export type { VisibilityScope, VisibilityTarget } from './visibility-dialog';

/**
 * "Hidden from N locations", once the item's hides are known. With `load` it asks for them; without, it
 * shows what the item's dialog loaded (a long list then makes no request per row).
 */
export function VisibilityBadge({ api, id, load }: { api: HidesApi; id: string; load: boolean }) {
  const { t } = useTranslation('education');
  const hidden = useVisibility(api, id, load);
  const count = hidden.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
      <Icon name="eyeOff" className="size-3.5" />
      {t('visibility.hiddenFrom', { count })}
    </span>
  );
}

const PILL = `inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-xs font-medium text-ink-600 ring-1 ring-ink-200 transition hover:bg-ink-50 hover:text-ink-900 ${focusRing}`;

/** The "Visible to" button and the dialog it opens; `className` replaces the small pill look (a console row's buttons). */
export function VisibilityButton({ className = PILL, ...target }: VisibilityTarget & { className?: string }) {
  const { t } = useTranslation('education');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('visibility.buttonFor', { name: target.name })}
        aria-haspopup="dialog"
        className={className}
      >
        <Icon name="eye" className="size-3.5" />
        {t('visibility.button')}
      </button>
      {open ? <VisibilityDialog {...target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Agency admins only: how many locations do not see the item (asked for at once), and the button that changes it. */
export function VisibilityControls(target: VisibilityTarget) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <VisibilityBadge api={target.api} id={target.id} load />
      <VisibilityButton {...target} />
    </div>
  );
}
