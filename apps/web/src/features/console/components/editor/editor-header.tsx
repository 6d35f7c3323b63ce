import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { AppIcon } from '@/features/console/components/app-icon';

export interface EditorHeaderProps {
  name: string;
  iconUrl: string | null;
  /** e.g. the partner and type; absent for a new app. */
  meta?: ReactNode;
  backTo: string;
  backLabel: string;
}

export function EditorHeader({ name, iconUrl, meta, backTo, backLabel }: EditorHeaderProps) {
  const { t } = useTranslation('console');
  return (
    <div className="mb-6">
      <Link
        to={backTo}
        className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-ink-600 transition hover:text-brand-700 ${focusRing}`}
      >
        <span aria-hidden="true" className="rtl:rotate-180">
          ←
        </span>
        {backLabel}
      </Link>
      <div className="mt-4 flex items-center gap-4">
        {name ? (
          <AppIcon name={name} url={iconUrl} size="md" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 text-2xl text-brand-500"
          >
            +
          </span>
        )}
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{name || t('editor.newApp')}</h1>
          {meta ? <div className="mt-1 text-sm text-ink-500">{meta}</div> : null}
        </div>
      </div>
    </div>
  );
}
