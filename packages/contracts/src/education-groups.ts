import type { z } from 'zod';
import { checklistGroups } from './checklists';
import { ZIdParams } from './common';
import { type stepGroups, ZListReset } from './content';
import { progressEndpoints } from './content-progress';
import { locationHidesEndpoints, type TLocationHidesEndpoints } from './content-visibility';
import { docGroup, docsCategoryGroup } from './docs';
import { bannerGroup, newsPostGroup } from './education-home';
import { endpoint } from './endpoint';
import { faqCategoryGroup, faqGroup } from './faqs';
import { mediaCategoryGroup, mediaItemGroup } from './media-library';
import { onboardingGroups } from './onboarding';
import { competitionGroup } from './players';
import { quizChapterGroup, quizQuestionGroup, quizSectionGroup } from './quizzes';
import { type ResourceEndpointsInput, resourceEndpoints } from './resource-endpoints';
import { testimonialGroup } from './testimonials';
import { toolGroup } from './tools';
import { zoomCallGroup } from './zoom-calls';

/**
 * The education area's resource groups (decision 009), by their path under /api/v1: each group's standard
 * endpoints (`resourceEndpoints`), plus `hides` where agencies hide its items from locations, `progress` where
 * people work through its items, and `reset` on the lists of steps. Each is built from the group's declaration
 * (`faqGroup`, ...), which the server's resource definition names too (modules/education/*.resource.ts); a server
 * test checks that the extras are switched on alike on both sides.
 */

type Input<
  P extends string,
  I extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  F extends z.ZodType,
> = ResourceEndpointsInput<P, I, C, U, F>;

/** A group whose items an agency can hide from chosen locations. */
function hideable<const P extends string, I extends z.ZodType, C extends z.ZodType, U extends z.ZodType, F extends z.ZodType>(
  input: Input<P, I, C, U, F>,
) {
  return { ...resourceEndpoints(input), hides: locationHidesEndpoints(input) };
}

/** `POST <lists>/:id/reset`: clears my progress on one list of steps (at my location). */
export function listResetEndpoint<const P extends string>(group: { path: P; tag: string; label: string }) {
  return endpoint({
    method: 'POST',
    path: `${group.path}/:id/reset` as `${P}/:id/reset`,
    tag: group.tag,
    summary: `Clear my progress on a ${group.label.toLowerCase()} (at my location) to start it again`,
    auth: 'user',
    // The path is generic here, so the params check of `endpoint()` cannot see `:id`.
    params: ZIdParams as never,
    data: ZListReset,
  });
}

/** Checklists and onboarding: categories, lists of steps, and the steps people complete (content-lists.ts). */
function stepEndpoints<const C extends string, const L extends string, const S extends string>(
  groups: ReturnType<typeof stepGroups<C, L, S>>,
) {
  return {
    categories: hideable(groups.categories),
    lists: { ...hideable(groups.lists), reset: listResetEndpoint(groups.lists) },
    steps: { ...resourceEndpoints(groups.steps), progress: progressEndpoints(groups.steps) },
  };
}

const checklists = stepEndpoints(checklistGroups);
const onboarding = stepEndpoints(onboardingGroups);

export const educationGroups = {
  'faq-categories': hideable(faqCategoryGroup),
  faqs: hideable(faqGroup),
  'medialibrary-categories': hideable(mediaCategoryGroup),
  medialibrary: { ...hideable(mediaItemGroup), progress: progressEndpoints(mediaItemGroup) },
  'checklist-categories': checklists.categories,
  checklists: checklists.lists,
  'checklist-items': checklists.steps,
  'onboarding-categories': onboarding.categories,
  'onboarding-lists': onboarding.lists,
  'onboarding-steps': onboarding.steps,
  'docs-categories': hideable(docsCategoryGroup),
  docs: hideable(docGroup),
  testimonials: hideable(testimonialGroup),
  'zoom-calls': hideable(zoomCallGroup),
  tools: hideable(toolGroup),
  banners: hideable(bannerGroup),
  newsfeed: hideable(newsPostGroup),
  competition: resourceEndpoints(competitionGroup),
  question_chapters: hideable(quizChapterGroup),
  question_sections: resourceEndpoints(quizSectionGroup),
  questions: resourceEndpoints(quizQuestionGroup),
};

export type EducationGroupName = keyof typeof educationGroups;

/**
 * Any group's endpoints, for code that serves every group alike (the web's authoring console): items are
 * whatever the group's schemas say, which such code reads through its own field declarations.
 */
export type TAnyGroupEndpoints = ReturnType<typeof resourceEndpoints<string, z.ZodType, z.ZodType, z.ZodType, z.ZodType>> & {
  hides?: TLocationHidesEndpoints;
};
