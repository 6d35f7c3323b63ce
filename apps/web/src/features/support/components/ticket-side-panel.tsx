import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, type TTicket } from '@atrium/contracts/support';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/forms/select-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { focusRing } from '@/components/ui/focus-ring';
import { type TicketChange, useChangeTicket } from '@/features/support/api/change-ticket';
import { useTeam } from '@/features/support/api/get-team';
import { durationLabel } from '@/features/support/utils/time';
import { useSession } from '@/lib/session-store';
import { dateTimeLabel } from '@/lib/time-labels';
import { FirstResponseLabel } from './first-response-label';
import { PriorityLabel, StatusBadge } from './ticket-badges';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5">
      <dt className="shrink-0 text-sm text-ink-500">{label}</dt>
      <dd dir="auto" className="min-w-0 text-end text-sm font-medium break-words text-ink-900">
        {children}
      </dd>
    </div>
  );
}

/** The ticket's facts; the team changes status, priority, category and assignee here, either side may close it. */
export function TicketSidePanel({ ticket, now }: { ticket: TTicket; now: number }) {
  const { t, i18n } = useTranslation('support');
  const me = useSession().user?._id;
  const change = useChangeTicket(ticket._id);
  const team = useTeam(ticket._id, ticket.viewerIsTeam);
  const [confirming, setConfirming] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);

  const apply = async (next: TicketChange) => {
    try {
      await change.mutateAsync(next);
      toast.success(t('panel.saved'));
    } catch (err) {
      toast.error(t('panel.failed', { message: err instanceof Error ? err.message : String(err) }));
    }
  };
  const close = async () => {
    setCloseError(null);
    try {
      await change.mutateAsync({ kind: 'close' });
      setConfirming(false);
    } catch (err) {
      setCloseError(err instanceof Error ? err.message : String(err));
    }
  };

  const members = team.data ?? [];
  const onTeam = members.some((m) => m._id === me);
  const busy = change.isPending;

  return (
    <aside aria-labelledby="support-panel-title" className="space-y-4 lg:sticky lg:top-[calc(var(--height-header)+1.5rem)]">
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
        <h2 id="support-panel-title" className="text-base font-semibold text-ink-900">
          {t('panel.title')}
        </h2>
        {ticket.viewerIsTeam ? (
          <div className="mt-4 space-y-4">
            <SelectField
              label={t('panel.status')}
              value={ticket.status}
              disabled={busy}
              onChange={(e) => void apply({ kind: 'update', input: { status: e.target.value as TTicket['status'] } })}
            >
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </SelectField>
            <div className="grid grid-cols-2 gap-3">
              <SelectField
                label={t('panel.priority')}
                value={ticket.priority}
                disabled={busy}
                onChange={(e) => void apply({ kind: 'update', input: { priority: e.target.value as TTicket['priority'] } })}
              >
                {TICKET_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {t(`priority.${p}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('panel.category')}
                value={ticket.category}
                disabled={busy}
                onChange={(e) => void apply({ kind: 'update', input: { category: e.target.value as TTicket['category'] } })}
              >
                {TICKET_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`category.${c}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <div>
              <SelectField
                label={t('panel.assignee')}
                value={ticket.assignee?._id ?? ''}
                disabled={busy || team.isPending}
                onChange={(e) => void apply({ kind: 'assign', userId: e.target.value || null })}
                hint={team.isError ? t('panel.teamError') : undefined}
              >
                <option value="">{t('panel.unassigned')}</option>
                {/* The current assignee stays choosable while the team list loads (or if they left the team). */}
                {ticket.assignee && !members.some((m) => m._id === ticket.assignee?._id) ? (
                  <option value={ticket.assignee._id}>{ticket.assignee.name}</option>
                ) : null}
                {members.map((m) => (
                  <option key={m._id} value={m._id}>
                    {m.name}
                  </option>
                ))}
              </SelectField>
              {onTeam && ticket.assignee?._id !== me ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void apply({ kind: 'assign', userId: me ?? null })}
                  className={`mt-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-900 ${focusRing} disabled:opacity-60`}
                >
                  {t('panel.assignToMe')}
                </button>
              ) : null}
            </div>
          </div>
        ) : (
          <dl className="mt-2 divide-y divide-ink-100">
            <Row label={t('panel.status')}>
              <StatusBadge status={ticket.status} />
            </Row>
            <Row label={t('panel.priority')}>
              <PriorityLabel priority={ticket.priority} />
            </Row>
            <Row label={t('panel.category')}>{t(`category.${ticket.category}`)}</Row>
            <Row label={t('panel.assignee')}>{ticket.assignee?.name ?? t('panel.unassigned')}</Row>
          </dl>
        )}
        <dl className="mt-3 divide-y divide-ink-100 border-t border-ink-100">
          <Row label={t('panel.team')}>{ticket.team.name}</Row>
          {ticket.location ? <Row label={t('panel.location')}>{ticket.location.name}</Row> : null}
          <Row label={t('panel.submitter')}>{ticket.submittedBy.name}</Row>
          <Row label={t('panel.created')}>
            <time dateTime={ticket.createdAt}>{dateTimeLabel(ticket.createdAt, i18n.language)}</time>
          </Row>
          {ticket.firstResponseTargetMinutes === undefined ? null : (
            <Row label={t('panel.firstResponse')}>
              <span className="flex flex-col items-end gap-0.5">
                <FirstResponseLabel ticket={ticket} now={now} />
                <span className="text-xs font-normal text-ink-500">
                  {t('panel.target', { time: durationLabel(ticket.firstResponseTargetMinutes, i18n.language) })}
                </span>
              </span>
            </Row>
          )}
        </dl>
        {ticket.status === 'closed' ? null : (
          <Button variant="secondary" className="mt-4 w-full" onClick={() => setConfirming(true)} disabled={busy}>
            {t('panel.close')}
          </Button>
        )}
      </section>
      <ConfirmDialog
        open={confirming}
        title={t('panel.closeTitle')}
        confirmLabel={t('panel.close')}
        pending={busy}
        error={closeError}
        onConfirm={() => void close()}
        onClose={() => setConfirming(false)}
      >
        {t('panel.closeBody')}
      </ConfirmDialog>
    </aside>
  );
}
