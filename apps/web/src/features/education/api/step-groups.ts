import { educationGroups } from '@atrium/contracts/education-groups';
import type { StepKind } from './education-keys';

/** Each kind's three groups in the contracts; the server builds both kinds from one definition too. */
export const STEP_GROUPS = {
  checklist: {
    categories: educationGroups['checklist-categories'],
    lists: educationGroups.checklists,
    steps: educationGroups['checklist-items'],
  },
  onboarding: {
    categories: educationGroups['onboarding-categories'],
    lists: educationGroups['onboarding-lists'],
    steps: educationGroups['onboarding-steps'],
  },
} satisfies Record<StepKind, unknown>;
