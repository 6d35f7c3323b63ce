import type { TPodcast } from '@atrium/contracts/podcasts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireRole } from '@/app/require-role';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { usePodcasts } from '@/features/podcasts/api/get-podcasts';
import type { TPodcastStatus } from '@/features/podcasts/api/podcast-keys';
import { AdminEmpty, AdminError, AdminLoading } from '@/features/podcasts/components/admin/podcast-admin-states';
import { PodcastAdminTable } from '@/features/podcasts/components/admin/podcast-admin-table';
import { PodcastAdminToolbar } from '@/features/podcasts/components/admin/podcast-admin-toolbar';
import { PodcastDeleteDialog } from '@/features/podcasts/components/admin/podcast-delete-dialog';
import { PodcastFormModal } from '@/features/podcasts/components/admin/podcast-form-modal';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * /admin/podcasts: the super admin's catalogue of podcasts. The page guards itself (visitors sign in first,
 * others go home) rather than sitting under a guard layout: one route entry fewer in the first chunk.
 */
export function Component() {
  return (
    <RequireRole allow="super_admin">
      <PodcastsAdmin />
    </RequireRole>
  );
}

type FormState = { open: false } | { open: true; podcast: TPodcast | null };

function PodcastsAdmin() {
  const { t } = useTranslation('admin', { keyPrefix: 'podcasts' });
  usePageTitle(t('pageTitle'));
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TPodcastStatus | ''>('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = usePodcasts({ q, status });
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<TPodcast | null>(null);

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.meta.total ?? 0;
  const openCreate = () => setForm({ open: true, podcast: null });

  let body: ReactNode;
  if (list.isPending) body = <AdminLoading />;
  else if (list.isError) body = <AdminError message={list.error.message} onRetry={() => list.refetch()} />;
  else if (rows.length === 0) body = <AdminEmpty filtered={Boolean(q || status)} onCreate={openCreate} />;
  else
    body = (
      <>
        <PodcastAdminTable podcasts={rows} onEdit={(podcast) => setForm({ open: true, podcast })} onDelete={setDeleting} />
        <LoadMoreFooter
          summary={t('total', { shown: rows.length, total })}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('actions.loadMore')}
        />
      </>
    );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{t('title')}</h1>
        <p className="mt-2 text-ink-600">{t('subtitle')}</p>
      </div>
      <div className="mb-6">
        <PodcastAdminToolbar search={search} onSearch={setSearch} status={status} onStatus={setStatus} onCreate={openCreate} />
      </div>
      <div aria-busy={list.isFetching}>{body}</div>
      <PodcastFormModal open={form.open} podcast={form.open ? form.podcast : null} onClose={() => setForm({ open: false })} />
      <PodcastDeleteDialog podcast={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
