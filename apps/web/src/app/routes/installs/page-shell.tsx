import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** The installs screens' frame; it waits for the namespace so no raw keys flash while it loads. */
export function PageShell({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('installs');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      {ready ? (
        children
      ) : (
        <div className="flex justify-center py-24">
          <Spinner size="lg" />
        </div>
      )}
    </div>
  );
}
