import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { MicIcon } from '@/features/podcasts/components/mic-icon';

export function AdminLoading() {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  return (
    <div className="flex justify-center rounded-2xl bg-white py-20 shadow-sm ring-1 ring-ink-200">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

export function AdminError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 px-5 py-4 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm font-medium text-red-700">
        {t('loadError')} {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}

export function AdminEmpty({ filtered, onCreate }: { filtered: boolean; onCreate: () => void }) {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MicIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{filtered ? t('empty.filtered') : t('empty.title')}</h2>
      {filtered ? null : (
        <>
          <p className="mt-1 text-sm text-ink-600">{t('empty.hint')}</p>
          <Button onClick={onCreate} className="mt-6">
            {t('new')}
          </Button>
        </>
      )}
    </div>
  );
}
