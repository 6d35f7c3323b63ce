import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';

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
    <div>
      <Link
        to={back.to}
        className={`inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline ${focusRing}`}
      >
        {/* The icon mirrors itself in right-to-left; turned, it points back. */}
        <span className="inline-flex rotate-180">
          <Icon name="arrowEnd" className="size-4" />
        </span>
        {back.label}
      </Link>
      <PageHeader className="mt-4" eyebrow={eyebrow} title={title} subtitle={subtitle} actions={actions} />
    </div>
  );
}

/** The page frame every authoring screen shares. */
export function ManagePage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{children}</div>;
}
