import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { useImportErrors } from '@/features/crm/api/imports';

/** The rows that failed, by line: the field and column, the value read, and why (paged; large files have many). */
export function ImportErrors({ importId, count }: { importId: string; count: number }) {
  const { t } = useTranslation('crm', { keyPrefix: 'imports.errors' });
  const errors = useImportErrors(importId, count > 0);
  if (count === 0) return null;
  const list = errors.data?.pages.flatMap((page) => page.data) ?? [];
  const total = errors.data?.pages.at(-1)?.meta.total ?? count;
  return (
    <section aria-labelledby={`errors-${importId}`} className="flex flex-col gap-2">
      <h3 id={`errors-${importId}`} className="text-base font-semibold text-ink-900">
        {t('title')}
      </h3>
      {errors.isPending ? (
        <Spinner size="sm" label={t('loading')} />
      ) : errors.isError && list.length === 0 ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.error.message}
        </p>
      ) : (
        <>
          <ul className="max-h-80 divide-y divide-ink-100 overflow-y-auto rounded-xl bg-white ring-1 ring-red-200">
            {list.map((error) => (
              <li
                key={`${error.line}-${error.column ?? ''}-${error.stage}-${error.message}`}
                className="flex flex-col gap-0.5 px-3 py-2 text-sm"
              >
                <span className="flex flex-wrap gap-x-2 text-xs text-ink-500">
                  <span className="font-semibold text-ink-800">{t('line', { line: error.line })}</span>
                  {error.column ? <span dir="auto">{t('column', { column: error.column })}</span> : null}
                  {error.value ? (
                    <span className="truncate" dir="auto">
                      “{error.value}”
                    </span>
                  ) : null}
                  {error.stage === 'write' ? <span>{t('whileWriting')}</span> : null}
                </span>
                <span className="text-red-700">{error.message}</span>
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            summary={t('shown', { shown: list.length, total })}
            hasMore={errors.hasNextPage}
            loading={errors.isFetchingNextPage}
            onLoadMore={() => void errors.fetchNextPage()}
            label={t('loadMore')}
            className="mt-0"
          />
        </>
      )}
    </section>
  );
}
