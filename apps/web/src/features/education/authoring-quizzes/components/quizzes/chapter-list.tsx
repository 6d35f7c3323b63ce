import { educationGroups } from '@atrium/contracts/education-groups';
import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { focusRing } from '@/components/ui/focus-ring';
import { useDeleteItem, useReorder, useSaveItem } from '@/features/education/authoring-quizzes/api/authoring-resources';
import { MoveButtons } from '@/features/education/authoring-quizzes/components/move-buttons';
import { RowActions } from '@/features/education/authoring-quizzes/components/row-actions';
import { StatusBadge } from '@/features/education/authoring-quizzes/components/status-badge';
import { quizEditorPath } from '@/features/education/authoring-quizzes/utils/paths';
import { VisibilityBadge, VisibilityButton } from '@/features/education/components/visibility-controls';
import { movePatches } from '@/features/education/utils/position';
import { useSession } from '@/lib/session-store';
import { ChapterFacts } from './chapter-facts';
import { ChapterFormDialog } from './chapter-form-dialog';

export interface ChapterListProps {
  /** The writer's own quizzes, in position order. */
  chapters: TQuizChapter[];
  questionCounts: ReadonlyMap<string, number>;
}

/** The writer's quizzes: status, questions, passing score and attempts, with their actions. */
export function ChapterList({ chapters, questionCounts }: ChapterListProps) {
  const { t } = useTranslation('authoring-quizzes');
  const [editing, setEditing] = useState<TQuizChapter | null>(null);
  const [deleting, setDeleting] = useState<TQuizChapter | null>(null);
  const save = useSaveItem<TQuizChapter>('question_chapters');
  const remove = useDeleteItem('question_chapters');
  const reorder = useReorder('question_chapters');
  // Quizzes have location hides (decision 009): an agency admin chooses which locations take each one.
  const canHide = useSession().user?.role === 'agency_admin';

  return (
    <>
      {save.isError || reorder.isError ? (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {t('errors.saveFailed', { reason: (save.error ?? reorder.error)?.message ?? '' })}
        </p>
      ) : null}
      <ul aria-label={t('quizzes.listLabel')} className="space-y-3">
        {chapters.map((chapter, index) => {
          const published = chapter.status === 'published';
          return (
            <li key={chapter._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-200 sm:p-5">
              <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="text-lg font-semibold break-words text-ink-900">
                      <Link
                        to={quizEditorPath(chapter._id)}
                        className={`rounded hover:text-brand-700 hover:underline ${focusRing}`}
                      >
                        {chapter.title}
                      </Link>
                    </h2>
                    <StatusBadge tone={published ? 'green' : 'amber'}>
                      {published ? t('status.published') : t('status.draft')}
                    </StatusBadge>
                    {canHide ? (
                      <VisibilityBadge api={educationGroups.question_chapters.hides} id={chapter._id} load={false} />
                    ) : null}
                  </div>
                  <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-600">
                    <ChapterFacts chapter={chapter} questionCount={questionCounts.get(chapter._id) ?? 0} />
                  </dl>
                </div>
                <RowActions
                  edit={{ label: t('quizzes.editDetails'), onClick: () => setEditing(chapter) }}
                  deleteName={t('actions.deleteNamed', { name: chapter.title })}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(chapter);
                  }}
                  beforeDelete={
                    <Button
                      variant={published ? 'secondary' : 'primary'}
                      size="sm"
                      loading={save.isPending && save.variables?.id === chapter._id}
                      aria-label={
                        published
                          ? t('quizzes.unpublishNamed', { name: chapter.title })
                          : t('quizzes.publishNamed', { name: chapter.title })
                      }
                      onClick={() => save.mutate({ id: chapter._id, body: { status: published ? 'draft' : 'published' } })}
                    >
                      {published ? t('actions.unpublish') : t('actions.publish')}
                    </Button>
                  }
                >
                  <MoveButtons
                    name={chapter.title}
                    first={index === 0}
                    last={index === chapters.length - 1}
                    disabled={reorder.isPending}
                    onMove={(direction) => reorder.mutate(movePatches(chapters, chapter._id, direction))}
                  />
                  <Link to={quizEditorPath(chapter._id)} className={buttonClasses('secondary', 'sm')}>
                    {t('quizzes.editQuestions')}
                  </Link>
                  {canHide ? (
                    <VisibilityButton
                      api={educationGroups.question_chapters.hides}
                      id={chapter._id}
                      name={chapter.title}
                      scope="item"
                      className={buttonClasses('secondary', 'sm')}
                    />
                  ) : null}
                </RowActions>
              </div>
            </li>
          );
        })}
      </ul>
      {editing ? <ChapterFormDialog chapter={editing} position={editing.position} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('quizzes.deleteTitle', { name: deleting?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={remove.isError ? t('errors.deleteFailed', { reason: remove.error.message }) : null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      >
        {t('quizzes.deleteBody')}
      </ConfirmDialog>
    </>
  );
}
