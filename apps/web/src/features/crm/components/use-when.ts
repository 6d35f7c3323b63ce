import { useTranslation } from 'react-i18next';
import { dateFormat, intlLocale } from '@/lib/format';

/** Date and time in the reader's language ("26 Nov 2026, 22:45"). */
export function useWhen() {
  const { i18n } = useTranslation();
  const format = dateFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
