import type { ReactNode } from 'react';

/** The width and padding every roadmap screen shares. */
export function ScreenFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">{children}</div>;
}
