import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/state-card';

/** The payments screens' loading state: a centred spinner that names what loads. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A read that failed, with the server's message and Try again. */
export function QueryError({
  title,
  query,
}: {
  title: string;
  query: { error: Error | null; refetch: () => unknown; isFetching: boolean };
}) {
  const { t } = useTranslation('payments', { keyPrefix: 'area' });
  return (
    <LoadError
      title={title}
      body={query.error?.message ?? ''}
      retryLabel={t('retry')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
