import type { TStore } from '@atrium/contracts/store';
import type { TUser } from '@atrium/contracts/users';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { TextsPageShell } from '@/app/routes/texts-page-shell';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { LoadError, StateCard } from '@/components/ui/state-card';
import { useCreateStore, useStores } from '@/features/store/api/stores';
import { STORE_CURRENCIES } from '@/features/store/utils/currencies';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { STORE_MANAGERS } from './store-manager-page';

/** The manager's address for a store reached from the menus (no app to go back to: `agency` stands in its place). */
const managerPath = (agencyId: string, storeId: string) => `/${agencyId}/agency/service_store/${storeId}`;

/**
 * A location person's store page, the address the CRM frames (`store` stands in the plan's place, as the order
 * mails' links say).
 */
const storefrontPath = (user: TUser, storeId: string) =>
  `/app/${user.agencyId}/store/${user._id}/${user.locationId}/${storeId}/store_services`;

/**
 * `/service_store`: where the menus lead. The agency's team manages its store (it opens at once; an agency without
 * one opens it here: a name and the currency its prices are in). A location's people shop in it: the same address
 * is what an agency puts in the CRM's menu (`/sso?to=/service_store`), and each person lands in their own store page.
 */
export function StoreHomePage() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={`/login?redirectTo=${encodeURIComponent(location.pathname)}`} replace />;
  return (
    <TextsPageShell namespace="store" width="max-w-2xl">
      <StoreHome />
    </TextsPageShell>
  );
}

function StoreHome() {
  const { t } = useTranslation('store');
  const { user } = useSession();
  usePageTitle(t('home.title'));
  const allowed = user !== null && user.agencyId !== null && STORE_MANAGERS.includes(user.role);
  const shopper = user?.agencyId && user.locationId && !allowed ? user : null;
  const stores = useStores();
  if (!shopper && (!allowed || !user?.agencyId))
    return <StateCard icon="shield" title={t('home.notAllowedTitle')} body={t('home.notAllowedBody')} />;
  if (stores.isPending)
    return (
      <div className="flex justify-center py-24">
        <Spinner size="lg" label={t('manager.loading')} />
      </div>
    );
  if (stores.isError)
    return (
      <LoadError
        title={t('manager.errorTitle')}
        body={stores.error.message}
        retryLabel={t('actions.retry')}
        retrying={stores.isFetching}
        onRetry={() => void stores.refetch()}
      />
    );
  if (shopper) return <ShopEntry user={shopper} stores={stores.data} />;
  if (!user?.agencyId) return null;
  const first = stores.data[0];
  if (stores.data.length === 1 && first) return <Navigate to={managerPath(user.agencyId, first._id)} replace />;
  if (stores.data.length > 1)
    return (
      <div className="space-y-6">
        <PageHeader title={t('home.title')} subtitle={t('home.pick')} />
        <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
          {stores.data.map((store) => (
            <li key={store._id}>
              <Link
                to={managerPath(user.agencyId ?? '', store._id)}
                className="block p-4 font-medium text-ink-900 hover:bg-ink-50"
              >
                <span dir="auto">{store.name}</span> <span className="text-sm font-normal text-ink-500">{store.currency}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  return <OpenStore agencyId={user.agencyId} />;
}

/** A location person: straight into the agency's open store; a choice when it has several; a word when none. */
function ShopEntry({ user, stores }: { user: TUser; stores: TStore[] }) {
  const { t } = useTranslation('store');
  const open = stores.filter((store) => store.open);
  const shown = open.length > 0 ? open : stores;
  if (shown.length === 1) return <Navigate to={storefrontPath(user, shown[0]!._id)} replace />;
  if (shown.length === 0) return <StateCard icon="store" title={t('home.noStoreTitle')} body={t('home.noStoreBody')} />;
  return (
    <div className="space-y-6">
      <PageHeader title={t('home.title')} subtitle={t('home.pickToShop')} />
      <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
        {shown.map((store) => (
          <li key={store._id}>
            <Link to={storefrontPath(user, store._id)} className="block p-4 font-medium text-ink-900 hover:bg-ink-50">
              <span dir="auto">{store.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function OpenStore({ agencyId }: { agencyId: string }) {
  const { t } = useTranslation('store');
  const create = useCreateStore();
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState<string>('USD');
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  if (opened) return <Navigate to={managerPath(agencyId, opened)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const clean = name.trim();
    if (!clean) return setError(t('home.nameRequired'));
    if (clean.length > 120) return setError(t('form.errors.tooLong', { max: 120 }));
    try {
      const store = await create.mutateAsync({ name: clean, currency, open: true });
      setOpened(store._id);
    } catch {
      // The alert over the form says why.
    }
  };
  return (
    <div className="space-y-6">
      <PageHeader eyebrow={t('manager.eyebrow')} title={t('home.openTitle')} subtitle={t('home.openBody')} />
      <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
        <FormAlert message={create.isError ? create.error.message : null} />
        <Field
          name="name"
          label={t('home.name')}
          value={name}
          maxLength={120}
          error={error}
          placeholder={t('home.namePlaceholder')}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <SelectField
          label={t('home.currency')}
          hint={t('home.currencyHint')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
        >
          {STORE_CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <Button type="submit" loading={create.isPending}>
          {t('home.open')}
        </Button>
      </form>
    </div>
  );
}
