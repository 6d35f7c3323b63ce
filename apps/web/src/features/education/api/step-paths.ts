import type { StepKind } from './education-keys';

/** Where each kind's endpoints live (under /api/v1); the server builds both from one definition too. */
export const STEP_PATHS: Record<StepKind, { categories: string; lists: string; steps: string }> = {
  checklist: { categories: '/checklist-categories', lists: '/checklists', steps: '/checklist-items' },
  onboarding: { categories: '/onboarding-categories', lists: '/onboarding-lists', steps: '/onboarding-steps' },
};
