import type { TCrmContact, TCrmContactLocation } from '@atrium/contracts/crm-sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useContactLocations, useContacts } from '@/features/crm/api/contacts';
import { useWhen } from '@/features/crm/components/use-when';
import { useSyncLive } from '@/features/crm/hooks/use-sync-live';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchParams } from '@/lib/use-search-params';
import { CrmAccess, CrmPageShell } from './crm-page-shell';

/** /crm/contacts: a location's CRM contacts; agency people pick the location, a location's people see their own. */
export function Component() {
  return (
    <CrmPageShell>
      <CrmAccess audience="contacts">
        <ContactsPage />
      </CrmAccess>
    </CrmPageShell>
  );
}

function ContactsPage() {
  const { t } = useTranslation('crm', { keyPrefix: 'contacts' });
  usePageTitle(t('pageTitle'));
  useSyncLive();
  const locations = useContactLocations();
  const [params, setParams] = useSearchParams();
  const header = <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />;

  let body: React.ReactNode;
  if (locations.isPending)
    body = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  else if (locations.isError)
    body = (
      <LoadError
        title={t('loadError')}
        body={locations.error.message}
        retryLabel={t('retry')}
        onRetry={() => void locations.refetch()}
        retrying={locations.isFetching}
      />
    );
  else if (locations.data.length === 0)
    body = <StateCard icon="map" title={t('noLocations.title')} body={t('noLocations.body')} />;
  else {
    const chosen = locations.data.find((l) => l._id === params.get('location')) ?? locations.data[0];
    body = (
      <LocationContacts
        locations={locations.data}
        location={chosen as TCrmContactLocation}
        onPick={(id) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('location', id);
              return next;
            },
            { replace: true },
          )
        }
      />
    );
  }
  return (
    <>
      {header}
      <div className="mt-8">{body}</div>
    </>
  );
}

interface LocationContactsProps {
  locations: TCrmContactLocation[];
  location: TCrmContactLocation;
  onPick: (id: string) => void;
}

function LocationContacts({ locations, location, onPick }: LocationContactsProps) {
  const { t } = useTranslation('crm', { keyPrefix: 'contacts' });
  const when = useWhen();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const contacts = useContacts(location._id, q);
  const list = contacts.data?.pages.flatMap((page) => page.data) ?? [];
  const total = contacts.data?.pages.at(-1)?.meta.total ?? 0;

  let body: React.ReactNode;
  if (contacts.isPending) body = <Spinner label={t('loadingContacts')} />;
  else if (contacts.isError && !contacts.isFetchNextPageError)
    body = (
      <LoadError
        title={t('contactsError')}
        body={contacts.error.message}
        retryLabel={t('retry')}
        onRetry={() => void contacts.refetch()}
        retrying={contacts.isFetching}
      />
    );
  else if (list.length === 0)
    body = q ? (
      <StateCard icon="search" title={t('noMatch.title')} body={t('noMatch.body', { q })} />
    ) : (
      <StateCard icon="crm" title={t('empty.title')} body={location.crmLocationId ? t('empty.body') : t('empty.unlinked')} />
    );
  else
    body = (
      <>
        <div className={contacts.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
          <ContactsTable contacts={list} />
        </div>
        <LoadMoreFooter
          summary={t('shown', { shown: list.length, total })}
          hasMore={contacts.hasNextPage}
          loading={contacts.isFetchingNextPage}
          onLoadMore={() => void contacts.fetchNextPage()}
          label={t('loadMore')}
          error={contacts.isFetchNextPageError ? contacts.error?.message : null}
        />
      </>
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        {locations.length > 1 ? (
          <SelectField
            label={t('location')}
            value={location._id}
            onChange={(e) => onPick(e.target.value)}
            className="w-full sm:max-w-xs"
          >
            {locations.map((l) => (
              <option key={l._id} value={l._id}>
                {l.archived ? t('archivedOption', { name: l.name }) : l.name} ({l.contactCount})
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm text-ink-700">
            <span className="font-semibold text-ink-900">{location.name}</span>
          </p>
        )}
        <SearchField value={search} onChange={setSearch} label={t('searchLabel')} placeholder={t('searchPlaceholder')} />
      </div>
      <p className="text-xs text-ink-500">
        {location.contactsSyncedAt ? t('syncedAt', { when: when(location.contactsSyncedAt) }) : t('notSynced')}
        {location.archived ? ` · ${t('archived')}` : ''}
      </p>
      <div aria-busy={contacts.isFetching}>{body}</div>
    </div>
  );
}

/** A table from the small breakpoint up; on a phone each contact is a card (the same rows, stacked). */
function ContactsTable({ contacts }: { contacts: TCrmContact[] }) {
  const { t } = useTranslation('crm', { keyPrefix: 'contacts.columns' });
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <table className="w-full text-start text-sm">
        <thead className="hidden bg-ink-50 text-xs font-semibold tracking-wide text-ink-600 uppercase sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 text-start">
              {t('name')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('email')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('phone')}
            </th>
            <th scope="col" className="px-4 py-3 text-start">
              {t('tags')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {contacts.map((contact) => (
            <tr key={contact._id} className="flex flex-col gap-1 px-4 py-3 sm:table-row sm:p-0">
              <th scope="row" className="text-start font-medium text-ink-900 sm:px-4 sm:py-3" dir="auto">
                {contact.name}
              </th>
              <td className="break-all text-ink-700 sm:px-4 sm:py-3">
                <span className="sr-only sm:hidden">{t('email')}: </span>
                <span dir="ltr">{contact.email ?? '—'}</span>
              </td>
              <td className="text-ink-700 sm:px-4 sm:py-3">
                <span className="sr-only sm:hidden">{t('phone')}: </span>
                <span dir="ltr">{contact.phone ?? '—'}</span>
              </td>
              <td className="sm:px-4 sm:py-3">
                <span className="flex flex-wrap gap-1">
                  {contact.tags.map((tag) => (
                    <span key={tag} className="rounded-full bg-ink-100 px-2 py-0.5 text-xs text-ink-700">
                      {tag}
                    </span>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
