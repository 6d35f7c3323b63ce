import { useTranslation } from 'react-i18next';
import { PushHistory } from '@/features/snapshot-loading/components/push-history';
import { ManagerSection } from './snapshot-manager-section';

/** `/snapshots/history`: every push of the agency's listings, who loaded what where and when (W1's history, live). */
export function ManagerHistory() {
  const { t } = useTranslation('snapshot-manager');
  return (
    <ManagerSection id="manager-history" title={t('history.title')} body={t('history.body')}>
      <PushHistory />
    </ManagerSection>
  );
}
