import { useLocation } from 'react-router';
import { ChapterEditorScreen } from '@/features/education/authoring-quizzes/components/quizzes/chapter-editor-screen';
import { ChaptersScreen } from '@/features/education/authoring-quizzes/components/quizzes/chapters-screen';

/**
 * `/education/manage/quizzes/*` (issue 4): the writer's quizzes, and `/education/manage/quizzes/:id`, one quiz's
 * sections and questions. The console's layout has checked the role already.
 */
export function Component() {
  const { pathname } = useLocation();
  const chapterId = decodeURIComponent(pathname.split('/')[4] ?? '');
  // A new key per quiz: moving between quizzes never keeps the other's open dialog.
  return chapterId ? <ChapterEditorScreen key={chapterId} chapterId={chapterId} /> : <ChaptersScreen />;
}
