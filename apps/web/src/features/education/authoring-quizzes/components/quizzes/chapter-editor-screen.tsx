import type { TQuizChapter } from '@atrium/contracts/quizzes';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StateCard } from '@/components/ui/state-card';
import { useDeleteItem, useReorder, useSaveItem } from '@/features/education/authoring-quizzes/api/authoring-resources';
import type { QuizQuestion, QuizSection } from '@/features/education/authoring-quizzes/api/quiz-types';
import { ManageHeader, ManagePage } from '@/features/education/authoring-quizzes/components/manage-header';
import { ListSkeleton, ManageLoadError } from '@/features/education/authoring-quizzes/components/manage-states';
import { StatusBadge } from '@/features/education/authoring-quizzes/components/status-badge';
import { useQuizCatalogue } from '@/features/education/authoring-quizzes/hooks/use-quiz-catalogue';
import { QUIZZES_PATH } from '@/features/education/authoring-quizzes/utils/paths';
import { movePatches, nextPosition } from '@/features/education/utils/position';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { ChapterFacts } from './chapter-facts';
import { ChapterFormDialog } from './chapter-form-dialog';
import { QuestionFormDialog } from './question-form-dialog';
import { SectionCard } from './section-card';
import { SectionFormDialog } from './section-form-dialog';

type Dialog =
  | { kind: 'details' }
  | { kind: 'section'; section: QuizSection | null }
  | { kind: 'question'; section: QuizSection; question: QuizQuestion | null };
type Deleting = { kind: 'chapter' } | { kind: 'section'; section: QuizSection } | { kind: 'question'; question: QuizQuestion };

/** `/education/manage/quizzes/:id`: one quiz's details, sections and questions. */
export function ChapterEditorScreen({ chapterId }: { chapterId: string }) {
  const { t } = useTranslation('authoring-quizzes');
  const { catalogue, failed, retrying, retry } = useQuizCatalogue();
  const chapter = catalogue?.chapters.find((c) => c._id === chapterId);
  usePageTitle(chapter?.title ?? t('quizzes.pageTitle'));
  const back = { to: QUIZZES_PATH, label: t('editor.backToQuizzes') };

  let body: ReactNode;
  if (failed) body = <ManageLoadError title={t('quizzes.loadError')} onRetry={retry} retrying={retrying} />;
  else if (!catalogue) body = <ListSkeleton label={t('quizzes.loading')} rows={3} />;
  else if (!chapter) body = <StateCard icon="trophy" title={t('editor.missing.title')} body={t('editor.missing.body')} />;
  if (body || !catalogue || !chapter)
    return (
      <ManagePage>
        <ManageHeader back={back} eyebrow={t('editor.eyebrow')} title={t('editor.titleLoading')} />
        <div className="mt-8" aria-busy={!catalogue && !failed}>
          {body}
        </div>
      </ManagePage>
    );
  return (
    <ChapterEditor
      chapter={chapter}
      sections={catalogue.sectionsByChapter.get(chapter._id) ?? []}
      questionsBySection={catalogue.questionsBySection}
      questionCount={catalogue.questionCounts.get(chapter._id) ?? 0}
    />
  );
}

interface ChapterEditorProps {
  chapter: TQuizChapter;
  sections: QuizSection[];
  questionsBySection: ReadonlyMap<string, QuizQuestion[]>;
  questionCount: number;
}

function ChapterEditor({ chapter, sections, questionsBySection, questionCount }: ChapterEditorProps) {
  const { t } = useTranslation('authoring-quizzes');
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const save = useSaveItem<TQuizChapter>('question_chapters');
  const reorderSections = useReorder('question_sections');
  const deleteChapter = useDeleteItem('question_chapters');
  const deleteSection = useDeleteItem('question_sections');
  const deleteQuestion = useDeleteItem('questions');
  const remover = !deleting
    ? null
    : deleting.kind === 'chapter'
      ? deleteChapter
      : deleting.kind === 'section'
        ? deleteSection
        : deleteQuestion;
  const published = chapter.status === 'published';

  const confirmDelete = () => {
    if (!deleting || !remover) return;
    const id =
      deleting.kind === 'chapter' ? chapter._id : deleting.kind === 'section' ? deleting.section._id : deleting.question._id;
    // mutateAsync: deleting the quiz unmounts this editor (the refreshed list no longer has it) before a
    // per-call onSuccess could run, and the way back to the list must still happen.
    remover
      .mutateAsync(id)
      .then(() => {
        setDeleting(null);
        if (deleting.kind === 'chapter') navigate(QUIZZES_PATH, { replace: true });
      })
      .catch(() => {
        // Shown in the dialog through the mutation's error state.
      });
  };
  const deleteText =
    deleting?.kind === 'chapter'
      ? { title: t('quizzes.deleteTitle', { name: chapter.title }), body: t('quizzes.deleteBody') }
      : deleting?.kind === 'section'
        ? { title: t('section.deleteTitle', { name: deleting.section.title }), body: t('section.deleteBody') }
        : { title: t('question.deleteTitle'), body: t('question.deleteBody', { prompt: deleting?.question.prompt ?? '' }) };

  return (
    <ManagePage>
      <ManageHeader
        back={{ to: QUIZZES_PATH, label: t('editor.backToQuizzes') }}
        eyebrow={t('editor.eyebrow')}
        title={chapter.title}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'details' })}>
              {t('quizzes.editDetails')}
            </Button>
            <Button
              variant={published ? 'secondary' : 'primary'}
              loading={save.isPending}
              onClick={() => save.mutate({ id: chapter._id, body: { status: published ? 'draft' : 'published' } })}
            >
              {published ? t('actions.unpublish') : t('actions.publish')}
            </Button>
            <Button
              variant="ghost"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => {
                deleteChapter.reset();
                setDeleting({ kind: 'chapter' });
              }}
            >
              {t('editor.deleteQuiz')}
            </Button>
          </>
        }
      />
      <dl className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-600">
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('quizzes.status')}</dt>
          <dd>
            <StatusBadge tone={published ? 'green' : 'amber'}>
              {published ? t('status.published') : t('status.draft')}
            </StatusBadge>
          </dd>
        </div>
        <ChapterFacts chapter={chapter} questionCount={questionCount} />
      </dl>
      {save.isError || reorderSections.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200">
          {t('errors.saveFailed', { reason: (save.error ?? reorderSections.error)?.message ?? '' })}
        </p>
      ) : null}
      {!published && questionCount === 0 ? (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {t('editor.draftHint')}
        </p>
      ) : null}

      <div className="mt-8 space-y-5">
        {sections.length === 0 ? (
          <StateCard icon="list" title={t('editor.empty.title')} body={t('editor.empty.body')} />
        ) : (
          sections.map((section, index) => (
            <SectionCard
              key={section._id}
              section={section}
              questions={questionsBySection.get(section._id) ?? []}
              first={index === 0}
              last={index === sections.length - 1}
              moving={reorderSections.isPending}
              onMove={(direction) => reorderSections.mutate(movePatches(sections, section._id, direction))}
              onAction={(action) => {
                if (action.kind === 'renameSection') setDialog({ kind: 'section', section });
                else if (action.kind === 'addQuestion') setDialog({ kind: 'question', section, question: null });
                else if (action.kind === 'editQuestion') setDialog({ kind: 'question', section, question: action.question });
                else if (action.kind === 'deleteSection') {
                  deleteSection.reset();
                  setDeleting({ kind: 'section', section });
                } else {
                  deleteQuestion.reset();
                  setDeleting({ kind: 'question', question: action.question });
                }
              }}
            />
          ))
        )}
        <Button onClick={() => setDialog({ kind: 'section', section: null })}>{t('section.add')}</Button>
      </div>

      {dialog?.kind === 'details' ? (
        <ChapterFormDialog chapter={chapter} position={chapter.position} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'section' ? (
        <SectionFormDialog
          chapterId={chapter._id}
          section={dialog.section}
          position={nextPosition(sections)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'question' ? (
        <QuestionFormDialog
          sectionId={dialog.section._id}
          question={dialog.question}
          position={nextPosition(questionsBySection.get(dialog.section._id) ?? [])}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleteText.title}
        confirmLabel={t('actions.delete')}
        pending={remover?.isPending ?? false}
        error={remover?.isError ? t('errors.deleteFailed', { reason: remover.error.message }) : null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleteText.body}
      </ConfirmDialog>
    </ManagePage>
  );
}
