import type { TConsoleApp } from '@atrium/contracts/app-console';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { type LifecycleStep, useMoveApp } from '@/features/console/api/app-lifecycle';
import { AppStatusBadge } from '@/features/console/components/app-status-badge';
import { formatDate } from '@/lib/format';
import { ApproveDialog } from './approve-dialog';
import { DeprecateDialog } from './deprecate-dialog';
import { lifecycleActions } from './lifecycle-actions';
import { RejectDialog } from './reject-dialog';

export interface LifecycleBarProps {
  app: TConsoleApp;
  isSuperAdmin: boolean;
  /** Unsaved edits: submitting would send the saved listing, not what is on screen, so it waits. */
  dirty?: boolean;
  /** After a step succeeded (the review queue moves on to the next app). */
  onMoved?: (step: LifecycleStep, app: TConsoleApp) => void;
}

/** Where the app stands in review, why it was sent back, and the next step this user may take. */
export function LifecycleBar({ app, isSuperAdmin, dirty = false, onMoved }: LifecycleBarProps) {
  const { t, i18n } = useTranslation('console');
  const move = useMoveApp();
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'deprecate' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = lifecycleActions(app.status, isSuperAdmin);

  const run = async (step: LifecycleStep, reason?: string) => {
    setProblem(null);
    try {
      const moved = await move.mutateAsync({ id: app._id, step, reason });
      toast.success(t(`toast.${step}`, { name: app.name }));
      setDialog(null);
      onMoved?.(step, moved);
      return true;
    } catch (error) {
      // 400 (the listing is incomplete) and 409 (someone moved it first) explain themselves.
      const message = error instanceof Error ? error.message : String(error);
      setProblem(message);
      toast.error(t('toast.error', { message }));
      return false;
    }
  };

  const pending = (step: LifecycleStep) => move.isPending && move.variables?.step === step;
  const note =
    app.status === 'in_review'
      ? app.submittedAt
        ? t('lifecycle.inReviewSince', { date: formatDate(app.submittedAt, i18n.language) })
        : t('lifecycle.inReview')
      : t(`lifecycle.${app.status}`);

  return (
    <div className="space-y-3">
      {app.status === 'draft' && app.rejectionReason ? (
        <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 p-4 sm:p-5">
          <p className="text-sm font-semibold text-rose-800">{t('lifecycle.rejectedTitle')}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-rose-900">{app.rejectionReason}</p>
          <p className="mt-2 text-xs text-rose-700">{t('lifecycle.rejectedHint')}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:flex-row sm:items-center sm:px-5">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <AppStatusBadge status={app.status} />
          <p className="text-sm text-ink-600">{note}</p>
        </div>
        {actions.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {actions.includes('submit') ? (
              <Button onClick={() => void run('submit')} loading={pending('submit')} disabled={dirty || move.isPending}>
                {t('lifecycle.submit')}
              </Button>
            ) : null}
            {actions.includes('reject') ? (
              <Button variant="secondary" onClick={() => setDialog('reject')} disabled={move.isPending}>
                <span className="text-rose-700">{t('lifecycle.reject')}</span>
              </Button>
            ) : null}
            {actions.includes('approve') ? (
              <Button onClick={() => setDialog('approve')} loading={pending('approve')} disabled={move.isPending}>
                {t('lifecycle.approve')}
              </Button>
            ) : null}
            {actions.includes('deprecate') ? (
              <Button variant="secondary" onClick={() => setDialog('deprecate')} disabled={move.isPending}>
                {t('lifecycle.deprecate')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {dirty && actions.includes('submit') ? <p className="text-xs text-amber-800">{t('lifecycle.saveFirst')}</p> : null}
      {problem && !dialog ? <FormAlert message={problem} /> : null}
      <ApproveDialog
        open={dialog === 'approve'}
        appName={app.name}
        pending={pending('approve')}
        onClose={() => setDialog(null)}
        onConfirm={() => void run('approve')}
      />
      <RejectDialog
        open={dialog === 'reject'}
        appName={app.name}
        pending={pending('reject')}
        problem={dialog === 'reject' ? problem : null}
        onClose={() => setDialog(null)}
        onReject={(reason) => run('reject', reason)}
      />
      <DeprecateDialog
        open={dialog === 'deprecate'}
        appName={app.name}
        pending={pending('deprecate')}
        onClose={() => setDialog(null)}
        onConfirm={() => void run('deprecate')}
      />
    </div>
  );
}
