import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/header/icons';
import type { VisibilityKind } from '../api/education-keys';
import { useVisibility } from '../api/visibility';
import { VisibilityDialog } from './visibility-dialog';

export interface VisibilityControlsProps {
  kind: VisibilityKind;
  id: string;
  /** The question or category name, for the button's accessible name and the dialog's title. */
  name: string;
}

/** Agency admins only: how many locations do not see the item, and the button that changes it. */
export function VisibilityControls({ kind, id, name }: VisibilityControlsProps) {
  const { t } = useTranslation('education');
  const [open, setOpen] = useState(false);
  const hidden = useVisibility(kind, id, true);
  const count = hidden.data?.length ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {count > 0 ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
          <Icon name="eyeOff" className="size-3.5" />
          {t('visibility.hiddenFrom', { count })}
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('visibility.buttonFor', { name })}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-xs font-medium text-ink-600 ring-1 ring-ink-200 transition hover:bg-ink-50 hover:text-ink-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Icon name="eye" className="size-3.5" />
        {t('visibility.button')}
      </button>
      {open ? <VisibilityDialog kind={kind} id={id} name={name} hiddenFrom={hidden.data} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
