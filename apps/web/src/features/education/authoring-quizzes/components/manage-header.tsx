import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../../components/header/icons';

export interface ManageHeaderProps {
  /** Where "back" goes and what it says (the console's index by default). */
  back: { to: string; label: string };
  eyebrow: string;
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The top of each authoring screen: a back link, the title and the screen's main actions. */
export function ManageHeader({ back, eyebrow, title, subtitle, actions }: ManageHeaderProps) {
  return (
    <header>
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {/* The icon mirrors itself in right-to-left; turned, it points back. */}
        <span className="inline-flex rotate-180">
          <Icon name="arrowEnd" className="size-4" />
        </span>
        {back.label}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-ink-900 sm:text-4xl">{title}</h1>
          {subtitle ? <p className="mt-2 max-w-2xl text-base text-ink-600">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The page frame every authoring screen shares. */
export function ManagePage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{children}</div>;
}
