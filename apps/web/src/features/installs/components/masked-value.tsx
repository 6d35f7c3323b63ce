import { useTranslation } from 'react-i18next';
import { maskSecret } from '@/features/installs/utils/format';

/** A saved secret as '••••1234'; screen readers hear "ending in 1234" instead of the dots. */
export function MaskedValue({ last4, className = '' }: { last4: string; className?: string }) {
  const { t } = useTranslation('installs');
  return (
    <span className={`font-mono ${className}`}>
      <span aria-hidden="true">{maskSecret(last4)}</span>
      <span className="sr-only">{t('credentials.endsWith', { last4 })}</span>
    </span>
  );
}
