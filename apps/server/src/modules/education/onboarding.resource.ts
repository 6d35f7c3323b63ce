import { onboardingGroups } from '@atrium/contracts/onboarding';
import { stepGroup } from './content-lists';
import { onboardingCategories, onboardingLists, onboardingSteps } from './onboarding.tables';

/** Onboarding (`/onboardings`): sequences of steps with videos and links, progress per person and location. */
export const onboardingGroup = stepGroup({
  groups: onboardingGroups,
  key: 'onboarding',
  tables: { categories: onboardingCategories, lists: onboardingLists, steps: onboardingSteps },
});
