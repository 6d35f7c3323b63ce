import type { ReactNode } from 'react';

/** One part of the manager under its tabs: a heading (the page's h1 is the manager's), a line about it, the rest. */
export function ManagerSection({ id, title, body, children }: { id: string; title: string; body?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} dir="auto" className="text-lg font-semibold text-ink-900">
          {title}
        </h2>
        {body ? <p className="mt-1 text-sm text-ink-600">{body}</p> : null}
      </div>
      {children}
    </section>
  );
}
