import { type ReactNode, useId } from 'react';

/** A titled block of a detail page (Plans, Reviews, …) with a heading that names its region. */
export function PageSection({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-ink-200 pt-8">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={id} className="text-lg font-semibold tracking-tight text-ink-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
