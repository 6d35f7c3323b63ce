import type { TCompetition } from '@atrium/contracts/players';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StateCard } from '@/components/ui/state-card';
import { useCompetitions } from '@/features/education/api/get-competitions';
import { useDeleteItem } from '@/features/education/authoring-quizzes/api/authoring-resources';
import { ManageHeader, ManagePage } from '@/features/education/authoring-quizzes/components/manage-header';
import { ListSkeleton, ManageLoadError } from '@/features/education/authoring-quizzes/components/manage-states';
import { RowActions } from '@/features/education/authoring-quizzes/components/row-actions';
import { StatusBadge } from '@/features/education/authoring-quizzes/components/status-badge';
import { competitionStatus, sortCompetitions } from '@/features/education/authoring-quizzes/utils/competition-form';
import { MANAGE_PATH } from '@/features/education/authoring-quizzes/utils/paths';
import { intlLocale } from '@/lib/format';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { useSession } from '@/lib/session-store';
import { CompetitionFormDialog } from './competition-form-dialog';

const TONES = { running: 'green', upcoming: 'blue', ended: 'grey' } as const;
/** `/education/manage/competitions`: an agency's leaderboard competitions (they belong to an agency). */
export function CompetitionsScreen() {
  const { t, i18n } = useTranslation('authoring-quizzes');
  usePageTitle(t('competitions.pageTitle'));
  const { user } = useSession();
  const isAgencyAdmin = user?.role === 'agency_admin';
  const competitions = useCompetitions({ enabled: isAgencyAdmin });
  const [editing, setEditing] = useState<TCompetition | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TCompetition | null>(null);
  const remove = useDeleteItem('competition');
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const canCreate = isAgencyAdmin && Boolean(competitions.data);

  let content: ReactNode;
  if (!isAgencyAdmin)
    content = <StateCard icon="trophy" title={t('competitions.agencyOnly.title')} body={t('competitions.agencyOnly.body')} />;
  else if (competitions.isError)
    content = (
      <ManageLoadError
        title={t('competitions.loadError')}
        onRetry={() => void competitions.refetch()}
        retrying={competitions.isFetching}
      />
    );
  else if (!competitions.data) content = <ListSkeleton label={t('competitions.loading')} rows={3} />;
  else if (competitions.data.length === 0)
    content = (
      <StateCard
        icon="trophy"
        title={t('competitions.empty.title')}
        body={t('competitions.empty.body')}
        action={<Button onClick={() => setEditing('new')}>{t('competitions.new')}</Button>}
      />
    );
  else
    content = (
      <ul aria-label={t('competitions.listLabel')} className="space-y-3">
        {sortCompetitions(competitions.data).map((competition) => {
          const status = competitionStatus(competition);
          return (
            <li key={competition._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-semibold break-words text-ink-900">{competition.name}</h2>
                    <StatusBadge tone={TONES[status]}>{t(`competitions.status.${status}`)}</StatusBadge>
                  </div>
                  <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-600">
                    <div className="flex gap-1.5">
                      <dt>{t('competitions.starts')}</dt>
                      <dd className="font-medium text-ink-900">
                        <time dateTime={competition.startsAt}>{when.format(new Date(competition.startsAt))}</time>
                      </dd>
                    </div>
                    <div className="flex gap-1.5">
                      <dt>{t('competitions.ends')}</dt>
                      <dd className="font-medium text-ink-900">
                        <time dateTime={competition.endsAt}>{when.format(new Date(competition.endsAt))}</time>
                      </dd>
                    </div>
                  </dl>
                </div>
                <RowActions
                  edit={{
                    label: t('actions.edit'),
                    name: t('actions.editNamed', { name: competition.name }),
                    onClick: () => setEditing(competition),
                  }}
                  deleteName={t('actions.deleteNamed', { name: competition.name })}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(competition);
                  }}
                  className="flex flex-wrap gap-2"
                />
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <ManagePage>
      <ManageHeader
        back={{ to: MANAGE_PATH, label: t('backToContent') }}
        eyebrow={t('eyebrow')}
        title={t('competitions.title')}
        subtitle={t('competitions.subtitle')}
        actions={canCreate ? <Button onClick={() => setEditing('new')}>{t('competitions.new')}</Button> : null}
      />
      <div className="mt-8" aria-busy={isAgencyAdmin && competitions.isPending}>
        {content}
      </div>
      {editing ? (
        <CompetitionFormDialog competition={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('competitions.deleteTitle', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={remove.isError ? t('errors.deleteFailed', { reason: remove.error.message }) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      >
        {t('competitions.deleteBody')}
      </ConfirmDialog>
    </ManagePage>
  );
}
