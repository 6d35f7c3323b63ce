/**
 * Onboarding (issue 4, `/onboardings`): onboarding lists in categories, each a sequence of steps with videos
 * and links (the area's lists of steps, content.ts); progress per person and location. Paths:
 * /api/v1/onboarding-categories, /api/v1/onboarding-lists, /api/v1/onboarding-steps.
 */
export {
  type TContentList as TOnboardingList,
  type TContentStep as TOnboardingStep,
  ZContentList as ZOnboardingList,
  ZContentListList as ZOnboardingListList,
  ZContentStep as ZOnboardingStep,
  ZContentStepList as ZOnboardingStepList,
} from './content';
