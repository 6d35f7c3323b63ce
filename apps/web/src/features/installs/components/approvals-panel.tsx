import type { TApproval } from '@atrium/contracts/installs';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useApprovals, useApproveApp, useRevokeApproval } from '../api/approvals';
import { ConfirmDialog } from './confirm-dialog';
import { InstallsError } from './install-states';

/** Pending requests from locations (approve or decline) and the apps the agency approved (revoke). */
export function ApprovalsPanel({ canAct }: { canAct: boolean }) {
  const { t, i18n } = useTranslation('installs');
  const approvals = useApprovals();
  const approve = useApproveApp();
  const revoke = useRevokeApproval();
  const [revoking, setRevoking] = useState<TApproval | null>(null);

  if (approvals.isPending) return <Spinner className="py-6" label={t('states.loading')} />;
  if (approvals.isError) return <InstallsError message={approvals.error.message} onRetry={() => approvals.refetch()} />;
  const requested = approvals.data.filter((a) => a.status === 'requested');
  const approved = approvals.data.filter((a) => a.status === 'approved');
  const fail = (err: Error) => toast.error(t('states.error', { message: err.message }));

  return (
    <div className="space-y-6">
      <section aria-labelledby="approvals-requests">
        <h3 id="approvals-requests" className="text-sm font-semibold text-ink-900">
          {t('agency.requests')}
        </h3>
        {requested.length === 0 ? (
          <p className="mt-2 text-sm text-ink-500">{t('agency.noRequests')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
            {requested.map((a) => (
              <li key={a.appId} className="px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to={`/${a.appId}`}
                    className="block truncate font-medium text-ink-900 hover:text-brand-700 hover:underline"
                  >
                    {a.appName}
                  </Link>
                  <p className="text-xs text-ink-500">
                    {t('agency.requestedBy', {
                      location: a.requestedBy?.locationName ?? '—',
                      date: formatDate(a.updatedAt, i18n.language),
                    })}
                  </p>
                </div>
                {canAct ? (
                  <div className="mt-2 flex gap-2">
                    <Button
                      size="sm"
                      loading={approve.isPending && approve.variables === a.appId}
                      onClick={() =>
                        approve.mutate(a.appId, {
                          onSuccess: () => toast.success(t('toast.approved', { name: a.appName })),
                          onError: fail,
                        })
                      }
                      aria-label={t('agency.approveApp', { name: a.appName })}
                    >
                      {t('agency.approve')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setRevoking(a)}
                      aria-label={t('agency.declineApp', { name: a.appName })}
                    >
                      {t('agency.decline')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="approvals-approved">
        <h3 id="approvals-approved" className="text-sm font-semibold text-ink-900">
          {t('agency.approved')}
        </h3>
        {approved.length === 0 ? (
          <p className="mt-2 text-sm text-ink-500">{t('agency.noApproved')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
            {approved.map((a) => (
              <li key={a.appId} className="flex items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/${a.appId}`}
                    className="block truncate font-medium text-ink-900 hover:text-brand-700 hover:underline"
                  >
                    {a.appName}
                  </Link>
                  <p className="text-xs text-ink-500">
                    {t('agency.approvedOn', { date: formatDate(a.updatedAt, i18n.language) })}
                  </p>
                </div>
                {canAct ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRevoking(a)}
                    aria-label={t('agency.revokeApp', { name: a.appName })}
                  >
                    {t('agency.revoke')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking?.status === 'requested' ? t('agency.declineTitle') : t('agency.revokeTitle')}
        confirmLabel={revoking?.status === 'requested' ? t('agency.decline') : t('agency.revoke')}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.appId, {
            onSuccess: () => {
              toast.success(t('toast.revoked', { name: revoking.appName }));
              setRevoking(null);
            },
            onError: fail,
          })
        }
      >
        {t('agency.revokeWarning', { name: revoking?.appName ?? '' })}
      </ConfirmDialog>
    </div>
  );
}
