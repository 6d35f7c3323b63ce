import { INVITE_LINK_DAYS } from '@atrium/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * /reset-password?token=...: the page a reset mail links to. Works signed in or out. An invitation's link adds
 * `kind=invite` (a person whose account an agency made sets a first password): the same form, in its own words,
 * which live in the `crm` texts (imports send the invitations) rather than the first load's `common`.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return params.get('kind') === 'invite' ? <InvitePage token={token} /> : <ResetPage token={token} />;
}

function ResetPage({ token }: { token: string }) {
  const { t } = useTranslation();
  usePageTitle(t('auth.resetTitle'));
  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')} footer={<BackToSignIn />}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}

function InvitePage({ token }: { token: string }) {
  const { t, ready } = useTranslation('crm', { keyPrefix: 'invitation' });
  usePageTitle(ready ? t('title') : '');
  if (!ready) return <Spinner className="mx-auto mt-24 flex" />;
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')} footer={<BackToSignIn />}>
      <ResetPasswordForm
        token={token}
        words={{
          submit: t('submit'),
          doneTitle: t('doneTitle'),
          doneBody: t('doneBody'),
          reset_link_invalid: t('invalid'),
          reset_link_used: t('used'),
          reset_link_expired: t('expired', { days: INVITE_LINK_DAYS }),
        }}
      />
    </AuthCard>
  );
}

function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/login" className="font-medium text-brand-700 hover:text-brand-800 hover:underline">
      {t('auth.backToSignIn')}
    </Link>
  );
}
