import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** /reset-password?token=...: the page a reset mail links to. Works signed in or out. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.resetTitle'));
  return (
    <AuthCard
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <ResetPasswordForm token={params.get('token')?.trim() ?? ''} />
    </AuthCard>
  );
}
