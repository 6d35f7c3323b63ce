import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** "1,250 points" in the reader's language: the number through Intl, the word by its plural rule. */
export function usePointsText() {
  const { t, i18n } = useTranslation('players');
  return (points: number) => t('points', { count: points, n: formatNumber(points, i18n.language) });
}
