import { useParams } from 'react-router';
import { QuizCertificateScreen } from '@/features/education/quizzes/components/quiz-certificate-screen';
import { QuizListScreen } from '@/features/education/quizzes/components/quiz-list-screen';
import { QuizResultsScreen } from '@/features/education/quizzes/components/quiz-results-screen';
import { QuizTakeScreen } from '@/features/education/quizzes/components/quiz-take-screen';
import { quizScreenOf } from '@/features/education/quizzes/utils/quiz-routes';

/**
 * /quiz and everything under it (the router sends the subtree here): the quiz list, taking a quiz (and
 * an attempt's result), my results, and a certificate, chosen by the rest of the path.
 */
export function Component() {
  const screen = quizScreenOf(useParams()['*']);
  switch (screen.name) {
    case 'results':
      return <QuizResultsScreen />;
    case 'certificate':
      return <QuizCertificateScreen key={screen.resultId} resultId={screen.resultId} />;
    case 'take':
      return <QuizTakeScreen key={screen.chapterId} chapterId={screen.chapterId} />;
    default:
      return <QuizListScreen />;
  }
}
