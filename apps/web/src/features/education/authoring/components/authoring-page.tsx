import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { usePageTitle } from '@/lib/preferences/preferences-context';

export const CONSOLE_PATH = '/education/manage';

export interface AuthoringPageProps {
  title: string;
  description?: string;
  /** The way back: the console's index, or a group's list from its form. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every console screen: the way back, the title and the screen's main actions. */
export function AuthoringPage({ title, description, back, actions, children }: AuthoringPageProps) {
  const { t } = useTranslation('authoring');
  usePageTitle(title, t('console.title'));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {back ? (
        <Link
          to={back.to}
          className={`mb-3 inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-900 ${focusRing}`}
        >
          <span aria-hidden="true" className="rtl:rotate-180">
            ←
          </span>
          {back.label}
        </Link>
      ) : (
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('console.eyebrow')}</p>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-1.5 max-w-2xl text-sm text-ink-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
