import { ROLES } from '@atrium/contracts/roles';
import { useTranslation } from 'react-i18next';
import { RequireRole } from '@/app/require-role';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';
import { useProfile } from '@/features/account/api/account';
import { ChangePasswordForm, PasswordChangedNote, usePasswordChanged } from '@/features/account/components/change-password-form';
import { ProfileDetailsForm } from '@/features/account/components/profile-details-form';
import { SessionsList } from '@/features/account/components/sessions-list';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** /profile: the signed-in person's name, email, password and signed-in browsers (visitors sign in first). */
export function Component() {
  return (
    <RequireRole allow={ROLES}>
      <ProfilePage />
    </RequireRole>
  );
}

function ProfilePage() {
  const { t } = useTranslation('account', { keyPrefix: 'profile' });
  usePageTitle(t('pageTitle'));
  const profile = useProfile();
  const password = usePasswordChanged();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{t('title')}</h1>
        <p className="mt-2 text-ink-600">{t('subtitle')}</p>
      </div>
      {profile.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      ) : profile.isError ? (
        <LoadError
          title={t('loadError')}
          body={profile.error.message}
          retryLabel={t('retry')}
          onRetry={() => profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <div className="space-y-6">
          <ProfileDetailsForm key={profile.data._id} user={profile.data} />
          <div className="space-y-3">
            <PasswordChangedNote signedOut={password.signedOut} />
            <ChangePasswordForm key={password.round} onChanged={password.onChanged} />
          </div>
          <SessionsList />
        </div>
      )}
    </div>
  );
}
