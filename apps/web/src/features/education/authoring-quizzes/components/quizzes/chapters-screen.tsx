import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { StateCard } from '@/components/ui/state-card';
import { ManageHeader, ManagePage } from '@/features/education/authoring-quizzes/components/manage-header';
import { ListSkeleton, ManageLoadError } from '@/features/education/authoring-quizzes/components/manage-states';
import { useQuizCatalogue } from '@/features/education/authoring-quizzes/hooks/use-quiz-catalogue';
import { MANAGE_PATH, quizEditorPath } from '@/features/education/authoring-quizzes/utils/paths';
import { nextPosition } from '@/features/education/utils/position';
import { usePageTitle } from '@/lib/preferences/preferences-context';
import { ChapterFormDialog } from './chapter-form-dialog';
import { ChapterList } from './chapter-list';
import { SharedChapterList } from './shared-chapter-list';

/** `/education/manage/quizzes`: the writer's quizzes, created here and opened to edit their questions. */
export function ChaptersScreen() {
  const { t } = useTranslation('authoring-quizzes');
  usePageTitle(t('quizzes.pageTitle'));
  const { catalogue, failed, retrying, retry } = useQuizCatalogue();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  let content: ReactNode;
  if (failed) content = <ManageLoadError title={t('quizzes.loadError')} onRetry={retry} retrying={retrying} />;
  else if (!catalogue) content = <ListSkeleton label={t('quizzes.loading')} />;
  else if (catalogue.chapters.length === 0)
    content = (
      <StateCard
        icon="trophy"
        title={t('quizzes.empty.title')}
        body={t('quizzes.empty.body')}
        action={<Button onClick={() => setCreating(true)}>{t('quizzes.new')}</Button>}
      />
    );
  else content = <ChapterList chapters={catalogue.chapters} questionCounts={catalogue.questionCounts} />;

  return (
    <ManagePage>
      <ManageHeader
        back={{ to: MANAGE_PATH, label: t('backToContent') }}
        eyebrow={t('eyebrow')}
        title={t('quizzes.title')}
        subtitle={t('quizzes.subtitle')}
        actions={catalogue ? <Button onClick={() => setCreating(true)}>{t('quizzes.new')}</Button> : null}
      />
      <div className="mt-8" aria-busy={!catalogue && !failed}>
        {content}
      </div>
      {catalogue && catalogue.shared.length > 0 ? <SharedChapterList chapters={catalogue.shared} /> : null}
      {creating && catalogue ? (
        <ChapterFormDialog
          chapter={null}
          position={nextPosition(catalogue.chapters)}
          onClose={() => setCreating(false)}
          // A new quiz has no questions yet: its editor is the next step.
          onSaved={(chapter) => navigate(quizEditorPath(chapter._id))}
        />
      ) : null}
    </ManagePage>
  );
}
