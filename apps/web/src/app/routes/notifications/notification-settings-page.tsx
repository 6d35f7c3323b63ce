import { notificationKindsFor } from '@atrium/contracts/notifications';
import { ROLES } from '@atrium/contracts/roles';
import { useTranslation } from 'react-i18next';
import { RequireRole } from '@/app/require-role';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';

/** /notifications/settings: how the signed-in person hears of each kind of notification their role can get. */
export function Component() {
  return (
    <RequireRole allow={ROLES}>
      <NotificationSettingsPage />
    </RequireRole>
  );
}

function NotificationSettingsPage() {
  const { t } = useTranslation('updates');
  usePageTitle(t('notificationSettings.pageTitle'));
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('notificationSettings.eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('notificationSettings.title')}</h1>
      <p className="mt-2 mb-6 text-base text-ink-600">{t('notificationSettings.subtitle')}</p>
      <NotificationSettings kinds={notificationKindsFor(user.role)} />
    </div>
  );
}
