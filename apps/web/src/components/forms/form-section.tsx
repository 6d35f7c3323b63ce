import type { ReactNode } from 'react';

/** A titled card that groups related fields in the editor. */
export function FormSection({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <header className="mb-5">
        <h2 id={id} className="text-base font-semibold text-ink-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-ink-500">{description}</p> : null}
      </header>
      <div className="space-y-5">{children}</div>
    </section>
  );
}
