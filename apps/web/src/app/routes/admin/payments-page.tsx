import { useTranslation } from 'react-i18next';
import { RequireRole } from '@/app/require-role';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useReconcileNow } from '@/features/payments/api/payment-findings';
import { FailedEventsPanel } from '@/features/payments/components/failed-events-panel';
import { FindingsPanel } from '@/features/payments/components/findings-panel';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/** /admin/payments: the super admin's reconciliation findings and failed webhook events (decision 029). */
export function Component() {
  return (
    <RequireRole allow="super_admin">
      <PaymentsAdminPage />
    </RequireRole>
  );
}

function PaymentsAdminPage() {
  const { t } = useTranslation('payments', { keyPrefix: 'admin' });
  usePageTitle(t('title'));
  const run = useReconcileNow();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button loading={run.isPending} onClick={() => run.mutate()}>
            {t('runNow')}
          </Button>
        }
      />
      {run.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800 ring-1 ring-green-200">
          {t('ran', { checked: run.data.checked, found: run.data.found, resolved: run.data.resolved })}
        </p>
      ) : null}
      {run.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200">
          {run.error.message}
        </p>
      ) : null}
      <FindingsPanel />
      <FailedEventsPanel />
    </div>
  );
}
