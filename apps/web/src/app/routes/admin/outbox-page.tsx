import type { TOutboxMailSummary } from '@atrium/contracts/email-outbox';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireRole } from '@/app/require-role';
import { SvgIcon } from '@/components/header/chrome-icons';
import { Button } from '@/components/ui/button';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { outboxListQuery } from './outbox-api';
import { OutboxMailDialog } from './outbox-mail-dialog';
import { OutboxStatus, useWhen } from './outbox-status';

const ENVELOPE =
  'M4 5h16a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 20 19H4a1.5 1.5 0 0 1-1.5-1.5v-11A1.5 1.5 0 0 1 4 5zM3 6.5l9 6.5 9-6.5';

/** /admin/outbox: every mail Atrium sent or kept (without SMTP_URL, mail waits here), for the super admin. */
export function Component() {
  return (
    <RequireRole allow="super_admin">
      <OutboxPage />
    </RequireRole>
  );
}

function OutboxPage() {
  const { t } = useTranslation('account', { keyPrefix: 'outbox' });
  usePageTitle(t('pageTitle'));
  const list = useInfiniteQuery(outboxListQuery());
  const [open, setOpen] = useState<TOutboxMailSummary | null>(null);
  const mails = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages.at(-1)?.meta.total ?? 0;

  let body: React.ReactNode;
  if (list.isPending)
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  else if (list.isError)
    body = (
      <LoadError
        title={t('loadError')}
        body={list.error.message}
        retryLabel={t('retry')}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (mails.length === 0)
    body = <StateCard icon={<SvgIcon d={ENVELOPE} />} title={t('empty.title')} body={t('empty.body')} />;
  else
    body = (
      <>
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
          {mails.map((mail) => (
            <OutboxRow key={mail._id} mail={mail} onOpen={() => setOpen(mail)} />
          ))}
        </ul>
        <LoadMoreFooter
          summary={t('total', { shown: mails.length, total, count: total })}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label={t('loadMore')}
        />
      </>
    );

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">{t('title')}</h1>
          <p className="mt-2 text-ink-600">{t('subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => list.refetch()} loading={list.isRefetching && !list.isFetchingNextPage}>
          {t('refresh')}
        </Button>
      </div>
      <div aria-busy={list.isFetching}>{body}</div>
      <OutboxMailDialog mail={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function OutboxRow({ mail, onOpen }: { mail: TOutboxMailSummary; onOpen: () => void }) {
  const when = useWhen();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-1.5 px-5 py-4 text-start hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 sm:flex-row sm:items-center sm:gap-4"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-ink-900">{mail.subject}</span>
          <span className="block truncate text-xs text-ink-500" dir="ltr">
            {mail.toAddress}
          </span>
        </span>
        <span className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-ink-500">
          <OutboxStatus mail={mail} />
          <span>{when(mail.createdAt)}</span>
        </span>
      </button>
    </li>
  );
}
