import type { TPaymentConnectMethod } from '@atrium/contracts/payments';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** What starting a connection looks like to a screen, whoever owns the connection. */
export interface StartConnection {
  mutate: (method: TPaymentConnectMethod) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: Error | null;
  variables: TPaymentConnectMethod | undefined;
}

const CHOICES: readonly { method: TPaymentConnectMethod; icon: 'plug' | 'card' }[] = [
  { method: 'oauth', icon: 'plug' },
  { method: 'onboarding', icon: 'card' },
];

/**
 * No Stripe yet: connect an account the agency already has (Stripe's OAuth), or create one through Stripe's
 * onboarding. Only admins may; the rest of the team reads why nothing is connected.
 */
export function ConnectChoices({
  canManage,
  start,
  intro,
}: {
  canManage: boolean;
  /** The owner's start mutation (the agency's or a partner's): it leaves for Stripe's address. */
  start: StartConnection;
  intro?: string;
}) {
  const { t } = useTranslation('payments', { keyPrefix: 'connect' });
  const busy = start.isPending || start.isSuccess;
  return (
    <section aria-labelledby="connect-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <h2 id="connect-title" className="text-lg font-semibold text-ink-900">
        {t('title')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-ink-600">{intro ?? t('intro')}</p>
      {canManage ? (
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {CHOICES.map(({ method, icon }) => (
            <li key={method} className="flex flex-col rounded-xl border border-ink-200 p-4">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon name={icon} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold text-ink-900">{t(`${method}.title`)}</h3>
              <p className="mt-1 flex-1 text-sm text-ink-600">{t(`${method}.body`)}</p>
              <Button
                className="mt-4 self-start"
                variant={method === 'oauth' ? 'primary' : 'secondary'}
                loading={busy && start.variables === method}
                disabled={busy}
                onClick={() => start.mutate(method)}
              >
                {t(`${method}.action`)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-lg bg-ink-50 px-4 py-3 text-sm text-ink-700">{t('askAdmin')}</p>
      )}
      {start.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {start.error?.message}
        </p>
      ) : null}
    </section>
  );
}
