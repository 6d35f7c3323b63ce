import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The area above the title ("Roadmap", "Education"); optional. */
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** The screen's main controls, at the end side (below the title on a phone). */
  actions?: ReactNode;
  className?: string;
}

/** A screen's heading: eyebrow, the page's one h1, a line about it, and its actions. */
export function PageHeader({ eyebrow, title, subtitle, actions, className = '' }: PageHeaderProps) {
  return (
    <header className={`flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between ${className}`.trim()}>
      <div className="min-w-0">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-ink-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-base text-ink-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
