import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';

/** /forgot-password: asks for a reset link (the sign-in form passes the email it had, `?email=`). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('auth.forgotTitle'));
  return (
    <AuthCard
      title={t('auth.forgotTitle')}
      subtitle={t('auth.forgotSubtitle')}
      footer={
        <>
          {t('auth.rememberPassword')}{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
            {t('auth.signIn')}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm initialEmail={params.get('email')?.slice(0, 254) ?? ''} />
    </AuthCard>
  );
}
