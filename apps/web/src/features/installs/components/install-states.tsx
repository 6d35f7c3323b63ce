import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import type { IconName } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { StateCard } from '@/components/ui/state-card';

export function InstallsLoading() {
  const { t } = useTranslation('installs');
  return (
    <div className="flex justify-center py-20">
      <Spinner size="lg" label={t('states.loading')} />
    </div>
  );
}

export function InstallsError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('installs');
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-700 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{t('states.error', { message })}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** A centred card for empty and not-found states (the shared state card). */
export function InstallsNotice({
  icon,
  title,
  message,
  action,
}: {
  icon: IconName;
  title: string;
  message: ReactNode;
  action?: ReactNode;
}) {
  return <StateCard icon={icon} title={title} body={message} action={action} />;
}

/** What a 404 (another tenant's place, an unknown id) looks like: friendly, with a way back. */
export function NotFoundNotice({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('installs');
  return (
    <InstallsNotice
      icon="map"
      title={title}
      message={message}
      action={
        <Link to="/" className={buttonClasses('secondary')}>
          {t('states.browseApps')}
        </Link>
      }
    />
  );
}

/** A failed write's message under a dialog's fields; nothing while there is none. */
export function ErrorLine({ error }: { error: Error | null }) {
  const { t } = useTranslation('installs');
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-600">
      {t('states.error', { message: error.message })}
    </p>
  );
}
