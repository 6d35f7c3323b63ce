import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { PodcastsFetchError } from '@/features/podcasts/api/get-exchange-podcasts';
import { MicIcon } from './mic-icon';

export function PodcastsLoading() {
  const { t } = useTranslation('podcasts');
  return (
    // A screen tall, as the cards will be: the footer stays below the fold instead of jumping away (layout shift).
    <div className="flex min-h-screen justify-center py-24">
      <Spinner size="lg" label={t('loading')} />
    </div>
  );
}

/** SPEC 8: a non-OK status reads 'Failed to fetch podcasts'; any other failure shows its own message. */
export function PodcastsError({ error }: { error: Error }) {
  const { t } = useTranslation('podcasts');
  const message = error instanceof PodcastsFetchError ? t('error.fetchFailed') : error.message;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-4 text-sm font-medium text-red-700">
      {t('error.prefix')}
      {message}
    </div>
  );
}

export function PodcastsEmpty({ searching }: { searching: boolean }) {
  const { t } = useTranslation('podcasts');
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MicIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink-900">{t('empty.title')}</h2>
      <p className="mt-1 text-sm text-ink-600">{searching ? t('empty.searchHint') : t('empty.laterHint')}</p>
    </div>
  );
}
