import type { TApproval } from '@atrium/contracts/installs';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { useApprovals, useApproveApp, useRevokeApproval } from '@/features/installs/api/approvals';
import { formatDate } from '@/lib/format';
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
      <ApprovalSection id="approvals-requests" title={t('agency.requests')} empty={t('agency.noRequests')} items={requested}>
        {(a) => (
          <>
            <ApprovalName
              approval={a}
              detail={t('agency.requestedBy', {
                location: a.requestedBy?.locationName ?? '—',
                date: formatDate(a.updatedAt, i18n.language),
              })}
            />
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
          </>
        )}
      </ApprovalSection>
      <ApprovalSection
        id="approvals-approved"
        title={t('agency.approved')}
        empty={t('agency.noApproved')}
        items={approved}
        rowClassName="flex items-center gap-3"
      >
        {(a) => (
          <>
            <ApprovalName
              approval={a}
              detail={t('agency.approvedOn', { date: formatDate(a.updatedAt, i18n.language) })}
              className="flex-1"
            />
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
          </>
        )}
      </ApprovalSection>
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

interface ApprovalSectionProps {
  id: string;
  title: string;
  empty: string;
  items: readonly TApproval[];
  rowClassName?: string;
  children: (approval: TApproval) => ReactNode;
}

/** A titled list of approvals (or its empty line): the requests and the approved apps look alike. */
function ApprovalSection({ id, title, empty, items, rowClassName = '', children }: ApprovalSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-ink-900">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200 bg-white">
          {items.map((a) => (
            <li key={a.appId} className={`px-4 py-3 ${rowClassName}`}>
              {children(a)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The app's name (a link to its page) and one line about the approval. */
function ApprovalName({ approval, detail, className = '' }: { approval: TApproval; detail: string; className?: string }) {
  return (
    <div className={`min-w-0 ${className}`}>
      <Link to={`/${approval.appId}`} className="block truncate font-medium text-ink-900 hover:text-brand-700 hover:underline">
        {approval.appName}
      </Link>
      <p className="text-xs text-ink-500">{detail}</p>
    </div>
  );
}
