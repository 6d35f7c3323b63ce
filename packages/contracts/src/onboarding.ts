import { stepGroups } from './content';

/**
 * Onboarding (issue 4, `/onboardings`): onboarding lists in categories, each a sequence of steps with videos
 * and links (the area's lists of steps, content.ts); progress per person and location.
 */
export {
  type TContentList as TOnboardingList,
  type TContentStep as TOnboardingStep,
  ZContentList as ZOnboardingList,
  ZContentListList as ZOnboardingListList,
  ZContentStep as ZOnboardingStep,
  ZContentStepList as ZOnboardingStepList,
} from './content';

/** The onboarding groups' declarations: registered by onboarding.resource.ts, called through `educationGroups`. */
export const onboardingGroups = stepGroups({
  tag: 'Onboarding',
  labels: { category: 'Onboarding category', list: 'Onboarding list', step: 'Onboarding step' },
  paths: {
    categories: '/api/v1/onboarding-categories',
    lists: '/api/v1/onboarding-lists',
    steps: '/api/v1/onboarding-steps',
  },
});
