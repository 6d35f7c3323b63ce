import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** A fast start-up should not flash the overlay; only a noticeable wait shows it. */
const SHOW_AFTER_MS = 150;

/** Centred over the page while the agency and user records load; the page stays visible beneath. */
export function LoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!visible) return setShown(false);
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible || !shown) return null;
  return (
    <div className="fixed inset-0 z-[60] grid place-items-center bg-white/70 backdrop-blur-[2px]" aria-busy="true">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-xl shadow-ink-900/10">
        <Spinner size="lg" label={t('common.loadingAccount')} />
        <p className="text-sm font-medium text-ink-600" aria-hidden="true">
          {t('common.loadingAccount')}
        </p>
      </div>
    </div>
  );
}
