import { PROSPECT_STATUSES, type TProspect, type TProspectStatus } from '@atrium/contracts/prospects';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { type ProspectFilter, useDeleteProspect, useProspects, useProspectTags } from '@/features/crm/api/prospects';
import { ConvertDialog } from '@/features/crm/components/convert-dialog';
import { CsvImportFlow } from '@/features/crm/components/csv-import-flow';
import { ProspectDialog } from '@/features/crm/components/prospect-dialog';
import { ProspectRow } from '@/features/crm/components/prospect-row';
import { useImportLive } from '@/features/crm/hooks/use-import-live';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { CrmAccess, CrmPageShell } from './crm-page-shell';

/** /crm/prospects: the agency's businesses to win (admins manage them, staff read). */
export function Component() {
  return (
    <CrmPageShell>
      <CrmAccess audience="agencyTeam">
        <ProspectsPage />
      </CrmAccess>
    </CrmPageShell>
  );
}

type Open = { kind: 'add' } | { kind: 'edit' | 'delete' | 'convert'; prospect: TProspect } | { kind: 'import' } | null;

function ProspectsPage() {
  const { t } = useTranslation('crm', { keyPrefix: 'prospects' });
  usePageTitle(t('pageTitle'));
  useImportLive();
  const canManage = useSession().user?.role === 'agency_admin';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TProspectStatus | ''>('');
  const [tag, setTag] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const filter: ProspectFilter = { q, tag, status };
  const prospects = useProspects(filter);
  const tags = useProspectTags();
  const remove = useDeleteProspect();
  const [open, setOpen] = useState<Open>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const list = prospects.data?.pages.flatMap((page) => page.data) ?? [];
  const total = prospects.data?.pages.at(-1)?.meta.total ?? 0;
  const filtered = Boolean(q || tag || status);
  const close = () => {
    setOpen(null);
    remove.reset();
  };

  let body: React.ReactNode;
  if (prospects.isPending) body = <Spinner label={t('loading')} />;
  else if (prospects.isError && list.length === 0)
    body = (
      <LoadError
        title={t('loadError')}
        body={prospects.error.message}
        retryLabel={t('retry')}
        onRetry={() => void prospects.refetch()}
        retrying={prospects.isFetching}
      />
    );
  else if (list.length === 0)
    body = filtered ? (
      <StateCard
        icon="search"
        title={t('noMatch.title')}
        body={t('noMatch.body')}
        action={
          <Button
            variant="secondary"
            onClick={() => {
              setSearch('');
              setTag('');
              setStatus('');
            }}
          >
            {t('clearFilters')}
          </Button>
        }
      />
    ) : (
      <StateCard
        icon="flag"
        title={t('empty.title')}
        body={canManage ? t('empty.body') : t('empty.readOnly')}
        action={canManage ? <Button onClick={() => setOpen({ kind: 'add' })}>{t('add')}</Button> : undefined}
      />
    );
  else
    body = (
      <>
        <ul
          className={`divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 ${
            prospects.isPlaceholderData ? 'opacity-60' : ''
          }`}
        >
          {list.map((prospect) => (
            <ProspectRow
              key={prospect._id}
              prospect={prospect}
              canManage={canManage}
              onEdit={(p) => setOpen({ kind: 'edit', prospect: p })}
              onDelete={(p) => setOpen({ kind: 'delete', prospect: p })}
              onConvert={(p) => setOpen({ kind: 'convert', prospect: p })}
              onTag={setTag}
            />
          ))}
        </ul>
        <LoadMoreFooter
          summary={t('shown', { shown: list.length, total })}
          hasMore={prospects.hasNextPage}
          loading={prospects.isFetchingNextPage}
          onLoadMore={() => void prospects.fetchNextPage()}
          label={t('loadMore')}
          error={prospects.isFetchNextPageError ? prospects.error?.message : null}
        />
      </>
    );

  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          canManage ? (
            <>
              <Button onClick={() => setOpen({ kind: 'add' })}>{t('add')}</Button>
              <Button variant="secondary" onClick={() => setOpen({ kind: 'import' })}>
                {t('import')}
              </Button>
            </>
          ) : null
        }
      />
      <div className="mt-8 flex flex-col gap-5">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-end">
          <SearchField value={search} onChange={setSearch} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
          <SelectField
            label={t('statusFilter')}
            value={status}
            onChange={(e) => setStatus(e.target.value as TProspectStatus | '')}
          >
            <option value="">{t('allStatuses')}</option>
            {PROSPECT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('tagFilter')} value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">{t('allTags')}</option>
            {tag && !tags.data?.some((x) => x.tag === tag) ? <option value={tag}>{tag}</option> : null}
            {tags.data?.map((x) => (
              <option key={x.tag} value={x.tag}>
                {x.tag} ({x.count})
              </option>
            ))}
          </SelectField>
        </div>
        <div aria-busy={prospects.isFetching}>{body}</div>
      </div>

      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <ProspectDialog prospect={open.kind === 'edit' ? open.prospect : null} onClose={close} />
      ) : null}
      {open?.kind === 'convert' ? <ConvertDialog prospect={open.prospect} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t('deleteDialog.title', { name: open?.kind === 'delete' ? open.prospect.businessName : '' })}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onClose={close}
        onConfirm={() => open?.kind === 'delete' && remove.mutate(open.prospect._id, { onSuccess: close })}
      >
        <p>{t('deleteDialog.body')}</p>
      </ConfirmDialog>
      <Modal open={open?.kind === 'import'} onClose={close} title={t('importTitle')} size="xl">
        <div className="flex flex-col gap-3">
          <p className="text-sm text-ink-600">{t('importHelp')}</p>
          <CsvImportFlow kind="prospects" importId={importId} onImportChange={setImportId} />
        </div>
      </Modal>
    </>
  );
}
