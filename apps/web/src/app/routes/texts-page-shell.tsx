import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { Namespace } from '@/lib/i18n';

/**
 * A screen's frame that waits for its namespace, so no raw keys flash while it loads (i18next runs without
 * Suspense). `width` is the frame's max-width and padding classes.
 */
export function TextsPageShell({ namespace, width, children }: { namespace: Namespace; width: string; children: ReactNode }) {
  const { ready } = useTranslation(namespace);
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 lg:py-12 ${width}`}>
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
