import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useRedirectTarget } from './use-redirect-target';

/** /login. A signed-in visitor (including right after signing in) moves on to the target. */
export function Component() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { target, query } = useRedirectTarget();
  usePageTitle(t('auth.loginTitle'));

  if (user) return <Navigate to={target} replace />;
  return (
    <AuthCard
      title={t('auth.loginTitle')}
      subtitle={t('auth.loginSubtitle')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <Link to={`/register${query}`} className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
            {t('auth.createAgency')}
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
