import { AuthoringScreen } from '@/features/education/authoring/components/authoring-screen';

/**
 * `/education/manage` and `/education/manage/:group/*`: the authoring console's content groups (FAQ, media,
 * checklists, onboarding, knowledge base, testimonials, zoom calls, the education home), each a list and a form
 * drawn from the group's declaration (features/education/authoring/groups).
 */
export function Component() {
  return <AuthoringScreen />;
}
