import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The players screens' heading, in the education area's look. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  const { t } = useTranslation('players');
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 max-w-2xl text-base text-ink-600">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}
