import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazy page loads, so a click never looks ignored. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      role="progressbar"
      aria-label={t('common.loadingPage')}
      aria-hidden={!busy}
      className={`fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden transition-opacity duration-200 ${busy ? 'opacity-100' : 'opacity-0'}`}
    >
      <div className="h-full w-full animate-pulse bg-brand-500" />
    </div>
  );
}
