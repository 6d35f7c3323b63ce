import type { ReactNode } from 'react';

/** The console screens' frame: the same width and spacing as the admin area. */
export function ConsolePage({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-0 py-2 sm:px-2 lg:px-4 lg:py-6">{children}</div>;
}
