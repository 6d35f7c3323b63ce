import { useTranslation } from 'react-i18next';
import { SsoScreen } from '@/features/crm-sso/components/sso-screen';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';

/** /sso: the sign-in page the CRM's menu links frame (blank layout: the CRM draws its own chrome). */
export function Component() {
  const [params] = useSearchParams();
  const { t } = useTranslation('crm', { keyPrefix: 'sso' });
  usePageTitle(t('pageTitle'));
  return <SsoScreen to={params.get('to')} />;
}
