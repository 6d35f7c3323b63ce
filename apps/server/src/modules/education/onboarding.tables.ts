import { contentCategoryTable, contentListTable, contentStepTable } from './content.tables';

/** Onboarding: categories, onboarding lists and their steps (the area's lists of steps, content-lists.ts). */
export const onboardingCategories = contentCategoryTable('onboarding_categories');
export const onboardingLists = contentListTable('onboarding_lists', onboardingCategories);
export const onboardingSteps = contentStepTable('onboarding_steps', onboardingLists);
