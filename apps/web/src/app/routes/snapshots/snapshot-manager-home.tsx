import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { StateCard } from '@/components/ui/state-card';
import { useFolders } from '@/features/snapshot-manager/api/folders';
import { FolderPanel } from '@/features/snapshot-manager/components/folder-panel';
import type { FolderSelection } from '@/features/snapshot-manager/components/folder-tree';
import { ListingList } from '@/features/snapshot-manager/components/listing-list';
import { folderPath } from '@/features/snapshot-manager/utils/folder-tree';
import { useSnapshotList } from '@/features/snapshots/api/list-snapshots';
import { useSearchParams } from '@/lib/use-search-params';

/** `/snapshots`: the folder tree beside the chosen folder's listings; folder and search are in the URL. */
export function ManagerHome() {
  const { t } = useTranslation('snapshot-manager');
  const [params, setParams] = useSearchParams();
  const selected: FolderSelection = params.get('folder') ?? 'all';
  const q = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const folders = useFolders();
  const all = folders.data ?? [];
  const list = useSnapshotList({
    scope: 'mine',
    q: q || undefined,
    folder: selected === 'all' ? undefined : selected,
    sort: 'name',
  });

  const set = (key: 'folder' | 'q', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', draft.trim() || null);
  };

  const heading =
    selected === 'all'
      ? t('folders.all')
      : selected === 'root'
        ? t('folders.top')
        : folderPath(all, selected)
            .map((f) => f.name)
            .join(' / ') || t('folders.all');
  const publishLink = (
    <Link
      to={selected !== 'all' && selected !== 'root' ? `/snapshots/new?folder=${selected}` : '/snapshots/new'}
      className={buttonClasses('primary')}
    >
      {t('publish.open')}
    </Link>
  );
  const empty = q ? (
    <StateCard icon="search" title={t('listings.noMatchTitle')} body={t('listings.noMatchBody', { query: q })} />
  ) : selected === 'all' ? (
    <StateCard icon="store" title={t('listings.emptyTitle')} body={t('listings.emptyBody')} action={publishLink} />
  ) : (
    <StateCard icon="list" title={t('listings.emptyFolderTitle')} body={t('listings.emptyFolderBody')} action={publishLink} />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 lg:self-start">
        {folders.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('folders.error')}{' '}
            <button type="button" onClick={() => void folders.refetch()} className="font-semibold underline">
              {t('actions.retry')}
            </button>
          </p>
        ) : (
          <FolderPanel folders={all} selected={selected} onSelect={(folder) => set('folder', folder === 'all' ? null : folder)} />
        )}
      </aside>
      <section aria-labelledby="manager-listings" className="min-w-0 space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="manager-listings" dir="auto" className="truncate text-lg font-semibold text-ink-900">
            {heading}
          </h2>
          <search>
            <form onSubmit={search} className="flex gap-2">
              <label htmlFor="manager-search" className="sr-only">
                {t('listings.search')}
              </label>
              <input
                id="manager-search"
                type="search"
                value={draft}
                onChange={(event) => {
                  setDraft(event.target.value);
                  // Clearing the box (its × included) shows every listing again without another press.
                  if (!event.target.value && q) set('q', null);
                }}
                placeholder={t('listings.search')}
                className="h-10 w-full min-w-0 rounded-lg border border-ink-200 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none sm:w-64"
              />
              <button type="submit" className={buttonClasses('secondary')}>
                {t('listings.searchButton')}
              </button>
            </form>
          </search>
        </div>
        <ListingList list={list} folders={all} empty={empty} showFolders={selected === 'all'} />
      </section>
    </div>
  );
}
