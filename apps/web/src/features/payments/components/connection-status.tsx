import type { TStripeConnection } from '@atrium/contracts/payments';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import type { StartConnection } from '@/features/payments/components/connect-choices';
import { requirementGroups } from '@/features/payments/utils/requirements';
import { formatDate, formatNumber } from '@/lib/format';

/**
 * The connected account as Stripe says it is: whether it can take payments and be paid out, what Stripe still needs
 * (with Finish onboarding for an account made here), its currency and Atrium's fee. `actions` holds Disconnect.
 */
export function ConnectionStatus({
  connection,
  canManage,
  start,
  actions,
}: {
  connection: TStripeConnection;
  canManage: boolean;
  /** The owner's start mutation: Finish onboarding sends the person back to Stripe's onboarding with it. */
  start: StartConnection;
  actions?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('payments', { keyPrefix: 'status' });
  const groups = requirementGroups(connection.requirementsDue);
  const finished = connection.chargesEnabled && connection.payoutsEnabled && groups.length === 0;
  return (
    <section aria-labelledby="status-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="status-title" className="text-lg font-semibold break-words text-ink-900">
            {connection.displayName ?? t('unnamed')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {connection.connectedAt
              ? t(`connected.${connection.method}`, { date: formatDate(connection.connectedAt, i18n.language) })
              : t('notFinished')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusPill tone={connection.chargesEnabled ? 'good' : 'bad'}>
            {t(connection.chargesEnabled ? 'charges.on' : 'charges.off')}
          </StatusPill>
          <StatusPill tone={connection.payoutsEnabled ? 'good' : 'warn'}>
            {t(connection.payoutsEnabled ? 'payouts.on' : 'payouts.off')}
          </StatusPill>
        </div>
      </div>

      {finished ? null : <Requirements connection={connection} groups={groups} canManage={canManage} start={start} />}

      <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t('facts.currency')} value={connection.defaultCurrency ?? t('facts.unknown')} />
        <Fact label={t('facts.country')} value={connection.country ?? t('facts.unknown')} />
        <Fact
          label={t('facts.fee')}
          value={t('facts.feeValue', { percent: formatNumber(connection.storeFeePercent, i18n.language) })}
        />
        <Fact label={t('facts.account')} value={<span dir="ltr">{connection.stripeAccountId}</span>} />
      </dl>

      <div className="mt-5 flex flex-wrap gap-3">
        {connection.dashboardUrl ? (
          <a
            href={connection.dashboardUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            {t('dashboard')}
          </a>
        ) : null}
        {actions}
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <dt className="text-ink-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink-900">{value}</dd>
    </div>
  );
}

function Requirements({
  connection,
  groups,
  canManage,
  start,
}: {
  connection: TStripeConnection;
  groups: ReturnType<typeof requirementGroups>;
  canManage: boolean;
  start: StartConnection;
}) {
  const { t } = useTranslation('payments', { keyPrefix: 'status' });
  // Only an account made through onboarding can be sent back to it; an existing account is finished at Stripe.
  const canFinishHere = canManage && connection.method === 'onboarding';
  return (
    <div className="mt-5 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h3 className="font-semibold text-amber-900">{t('due.title')}</h3>
      <p className="mt-1 text-sm text-amber-900">{t(connection.chargesEnabled ? 'due.soon' : 'due.blocking')}</p>
      {groups.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-amber-900">
          {groups.map((g) => (
            <li key={g}>{t(`due.groups.${g}`)}</li>
          ))}
        </ul>
      ) : null}
      {canFinishHere ? (
        <Button className="mt-3" loading={start.isPending || start.isSuccess} onClick={() => start.mutate('onboarding')}>
          {t('due.finish')}
        </Button>
      ) : (
        <p className="mt-3 text-sm text-amber-900">{t(canManage ? 'due.atStripe' : 'due.askAdmin')}</p>
      )}
      {start.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {start.error?.message}
        </p>
      ) : null}
    </div>
  );
}
