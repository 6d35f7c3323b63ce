import { stepGroup } from './content-lists';
import { onboardingCategories, onboardingLists, onboardingSteps } from './onboarding.tables';

/** Onboarding (`/onboardings`): sequences of steps with videos and links, progress per person and location. */
export const onboardingGroup = stepGroup({
  labels: { category: 'Onboarding category', list: 'Onboarding list', step: 'Onboarding step' },
  tag: 'Onboarding',
  paths: {
    categories: '/api/v1/onboarding-categories',
    lists: '/api/v1/onboarding-lists',
    steps: '/api/v1/onboarding-steps',
  },
  key: 'onboarding',
  tables: { categories: onboardingCategories, lists: onboardingLists, steps: onboardingSteps },
});
