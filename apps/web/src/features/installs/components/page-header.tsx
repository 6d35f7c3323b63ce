import type { ReactNode } from 'react';

/** The installs screens' title block: eyebrow, title, subtitle and an optional control on the end side. */
export function PageHeader({
  eyebrow,
  title,
  subtitle,
  aside,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  aside?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow ? <p className="text-sm font-semibold text-brand-600">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-ink-600">{subtitle}</p> : null}
      </div>
      {aside ? <div className="shrink-0">{aside}</div> : null}
    </div>
  );
}
