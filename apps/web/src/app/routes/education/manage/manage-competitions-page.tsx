import { CompetitionsScreen } from '@/features/education/authoring-quizzes/components/competitions/competitions-screen';

/** `/education/manage/competitions` (issue 4): an agency's leaderboard competitions. */
export function Component() {
  return <CompetitionsScreen />;
}
