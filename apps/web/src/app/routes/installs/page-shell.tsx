import type { ReactNode } from 'react';
import { TextsPageShell } from '@/app/routes/texts-page-shell';

/** The installs screens' frame; it waits for the namespace so no raw keys flash while it loads. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <TextsPageShell namespace="installs" width="max-w-7xl lg:px-8">
      {children}
    </TextsPageShell>
  );
}
