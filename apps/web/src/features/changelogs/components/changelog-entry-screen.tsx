import type { TChangelog } from '@atrium/contracts/changelogs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { useChangelog } from '@/features/changelogs/api/get-changelog';
import { CHANGELOGS_PATH } from '@/features/changelogs/utils/changelog-paths';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { ChangelogEntry, entryDate } from './changelog-entry';
import { ChangelogError, ChangelogSkeleton, ChangelogState } from './changelog-states';
import { DeleteChangelogDialog } from './delete-changelog-dialog';

/** /change_logs/:changelogId: one entry on its own page, the address to share. */
export function ChangelogEntryScreen({ id }: { id: string }) {
  const { t, i18n } = useTranslation('updates');
  const navigate = useNavigate();
  const entry = useChangelog(id);
  const [deleting, setDeleting] = useState<TChangelog | null>(null);
  usePageTitle(entry.data?.title ?? t('changelogs.pageTitle'));
  const missing = entry.error instanceof ApiError && (entry.error.status === 404 || entry.error.status === 400);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to={CHANGELOGS_PATH}
        className={`inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-700 hover:text-brand-900 ${focusRing}`}
      >
        <Icon name="arrowEnd" className="size-4 rotate-180" />
        {t('changelogs.back')}
      </Link>
      <div className="mt-6">
        {entry.isPending ? (
          <ChangelogSkeleton timeline={false} />
        ) : missing ? (
          <ChangelogState
            title={t('changelogs.notFound.title')}
            body={t('changelogs.notFound.body')}
            action={
              <Link to={CHANGELOGS_PATH} className={buttonClasses('secondary')}>
                {t('changelogs.back')}
              </Link>
            }
          />
        ) : entry.isError ? (
          <ChangelogError onRetry={() => void entry.refetch()} retrying={entry.isFetching} />
        ) : (
          <>
            <p className="mb-3 hidden text-sm font-semibold text-ink-600 lg:block">
              {entry.data.status === 'draft' ? t('changelogs.notPublished') : null}
              <time dateTime={entry.data.publishedAt ?? undefined}>
                {entry.data.publishedAt ? entryDate(entry.data, i18n.language) : null}
              </time>
            </p>
            <ChangelogEntry entry={entry.data} headingLevel="h1" onDelete={setDeleting} />
          </>
        )}
      </div>
      <DeleteChangelogDialog
        entry={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate(CHANGELOGS_PATH)}
      />
    </div>
  );
}
