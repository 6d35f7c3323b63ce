import { ImportScreen } from '@/features/education/authoring-quizzes/components/import/import-screen';

/** `/education/manage/import` (issue 4): checklist items, onboarding steps, questions and players from CSV. */
export function Component() {
  return <ImportScreen />;
}
