import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useRedirectTarget } from './use-redirect-target';

/** /register: agency sign-up. After it succeeds the new session exists and the page moves on. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { target, query } = useRedirectTarget();
  usePageTitle(t('auth.registerTitle'));

  if (user) return <Navigate to={target} replace />;
  return (
    <AuthCard
      title={t('auth.registerTitle')}
      subtitle={t('auth.registerSubtitle')}
      footer={
        <>
          {t('auth.haveAccount')}{' '}
          <Link to={`/login${query}`} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
            {t('auth.signIn')}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
