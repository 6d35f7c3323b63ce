import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QuizPageShellProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links or buttons beside the title (under it on phones). */
  actions?: ReactNode;
  /** Narrow for reading and answering; wide for the list. */
  width?: 'narrow' | 'wide';
  busy?: boolean;
  children: ReactNode;
}

/** The frame every quiz screen shares: the area's eyebrow, a title, and the content below. */
export function QuizPageShell({ title, subtitle, actions, width = 'wide', busy = false, children }: QuizPageShellProps) {
  const { t } = useTranslation('quizzes');
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 lg:px-8 lg:py-12 ${width === 'wide' ? 'max-w-7xl' : 'max-w-3xl'}`}>
      <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('eyebrow')}</p>
          <h1 dir="auto" className="mt-1 text-3xl font-bold tracking-tight break-words text-ink-900 sm:text-4xl">
            {title}
          </h1>
          {subtitle ? <p className="mt-2 max-w-2xl text-base text-ink-600">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-3">{actions}</div> : null}
      </div>
      <div className="mt-8 print:mt-0" aria-busy={busy}>
        {children}
      </div>
    </div>
  );
}
