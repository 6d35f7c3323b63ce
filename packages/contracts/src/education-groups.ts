import type { z } from 'zod';
import { ZIdParams } from './common';
import {
  ZContentCategory,
  ZContentCategoryCreate,
  ZContentCategoryFilter,
  ZContentCategoryUpdate,
  ZContentList,
  ZContentListCreate,
  ZContentListFilter,
  ZContentListUpdate,
  ZContentStep,
  ZContentStepCreate,
  ZContentStepFilter,
  ZContentStepUpdate,
  ZListReset,
} from './content';
import { progressEndpoints } from './content-progress';
import { locationHidesEndpoints, type TLocationHidesEndpoints } from './content-visibility';
import {
  ZDoc,
  ZDocCreate,
  ZDocFilter,
  ZDocsCategory,
  ZDocsCategoryCreate,
  ZDocsCategoryFilter,
  ZDocsCategoryUpdate,
  ZDocUpdate,
} from './docs';
import {
  ZBanner,
  ZBannerCreate,
  ZBannerFilter,
  ZBannerUpdate,
  ZNewsPost,
  ZNewsPostCreate,
  ZNewsPostFilter,
  ZNewsPostUpdate,
} from './education-home';
import { endpoint } from './endpoint';
import { ZFaq, ZFaqCreate, ZFaqFilter, ZFaqUpdate } from './faqs';
import { ZMediaItem, ZMediaItemCreate, ZMediaItemFilter, ZMediaItemUpdate } from './media-library';
import { ZCompetition, ZCompetitionCreate, ZCompetitionFilter, ZCompetitionUpdate } from './players';
import {
  ZQuizChapter,
  ZQuizChapterCreate,
  ZQuizChapterFilter,
  ZQuizChapterUpdate,
  ZQuizQuestion,
  ZQuizQuestionCreate,
  ZQuizQuestionFilter,
  ZQuizQuestionUpdate,
  ZQuizSection,
  ZQuizSectionCreate,
  ZQuizSectionFilter,
  ZQuizSectionUpdate,
} from './quizzes';
import { type ResourceEndpointsInput, resourceEndpoints } from './resource-endpoints';
import { ZTestimonial, ZTestimonialCreate, ZTestimonialFilter, ZTestimonialUpdate } from './testimonials';
import { ZTool, ZToolCreate, ZToolFilter, ZToolUpdate } from './tools';
import { ZZoomCall, ZZoomCallCreate, ZZoomCallFilter, ZZoomCallUpdate } from './zoom-calls';

/**
 * The education area's resource groups (decision 009), by their path under /api/v1: each group's standard
 * endpoints (`resourceEndpoints`), plus `hides` where agencies hide its items from locations, `progress` where
 * people work through its items, and `reset` on the lists of steps. The server registers the same groups
 * from its resource definitions (modules/education/*.resource.ts), and a server test holds the two together:
 * same path, tag, label and schemas, and the same extras.
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

const categories = <const P extends string>(path: P, tag: string, label: string) =>
  hideable({
    path,
    tag,
    label,
    item: ZContentCategory,
    create: ZContentCategoryCreate,
    update: ZContentCategoryUpdate,
    filter: ZContentCategoryFilter,
  });

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
function stepGroup<const C extends string, const L extends string, const S extends string>(spec: {
  tag: string;
  labels: { category: string; list: string; step: string };
  paths: { categories: C; lists: L; steps: S };
}) {
  const { tag, labels, paths } = spec;
  const list = { path: paths.lists, tag, label: labels.list };
  const step = { path: paths.steps, tag, label: labels.step };
  return {
    categories: categories(paths.categories, tag, labels.category),
    lists: {
      ...hideable({
        ...list,
        item: ZContentList,
        create: ZContentListCreate,
        update: ZContentListUpdate,
        filter: ZContentListFilter,
      }),
      reset: listResetEndpoint(list),
    },
    steps: {
      ...resourceEndpoints({
        ...step,
        item: ZContentStep,
        create: ZContentStepCreate,
        update: ZContentStepUpdate,
        filter: ZContentStepFilter,
      }),
      progress: progressEndpoints(step),
    },
  };
}

const checklists = stepGroup({
  tag: 'Checklists',
  labels: { category: 'Checklist category', list: 'Checklist', step: 'Checklist item' },
  paths: { categories: '/api/v1/checklist-categories', lists: '/api/v1/checklists', steps: '/api/v1/checklist-items' },
});
const onboarding = stepGroup({
  tag: 'Onboarding',
  labels: { category: 'Onboarding category', list: 'Onboarding list', step: 'Onboarding step' },
  paths: {
    categories: '/api/v1/onboarding-categories',
    lists: '/api/v1/onboarding-lists',
    steps: '/api/v1/onboarding-steps',
  },
});

const mediaItems = {
  path: '/api/v1/medialibrary',
  tag: 'Media library',
  label: 'Media item',
  item: ZMediaItem,
  create: ZMediaItemCreate,
  update: ZMediaItemUpdate,
  filter: ZMediaItemFilter,
} as const;

export const educationGroups = {
  'faq-categories': categories('/api/v1/faq-categories', 'FAQ', 'FAQ category'),
  faqs: hideable({
    path: '/api/v1/faqs',
    tag: 'FAQ',
    label: 'FAQ',
    item: ZFaq,
    create: ZFaqCreate,
    update: ZFaqUpdate,
    filter: ZFaqFilter,
  }),
  'medialibrary-categories': categories('/api/v1/medialibrary-categories', 'Media library', 'Media category'),
  medialibrary: { ...hideable(mediaItems), progress: progressEndpoints(mediaItems) },
  'checklist-categories': checklists.categories,
  checklists: checklists.lists,
  'checklist-items': checklists.steps,
  'onboarding-categories': onboarding.categories,
  'onboarding-lists': onboarding.lists,
  'onboarding-steps': onboarding.steps,
  'docs-categories': hideable({
    path: '/api/v1/docs-categories',
    tag: 'Knowledge base',
    label: 'Docs category',
    item: ZDocsCategory,
    create: ZDocsCategoryCreate,
    update: ZDocsCategoryUpdate,
    filter: ZDocsCategoryFilter,
  }),
  docs: hideable({
    path: '/api/v1/docs',
    tag: 'Knowledge base',
    label: 'Article',
    item: ZDoc,
    create: ZDocCreate,
    update: ZDocUpdate,
    filter: ZDocFilter,
  }),
  testimonials: hideable({
    path: '/api/v1/testimonials',
    tag: 'Testimonials',
    label: 'Testimonial',
    item: ZTestimonial,
    create: ZTestimonialCreate,
    update: ZTestimonialUpdate,
    filter: ZTestimonialFilter,
  }),
  'zoom-calls': hideable({
    path: '/api/v1/zoom-calls',
    tag: 'Zoom calls',
    label: 'Zoom call',
    item: ZZoomCall,
    create: ZZoomCallCreate,
    update: ZZoomCallUpdate,
    filter: ZZoomCallFilter,
  }),
  tools: hideable({
    path: '/api/v1/tools',
    tag: 'Tools',
    label: 'Tool',
    item: ZTool,
    create: ZToolCreate,
    update: ZToolUpdate,
    filter: ZToolFilter,
  }),
  banners: hideable({
    path: '/api/v1/banners',
    tag: 'Education home',
    label: 'Banner',
    item: ZBanner,
    create: ZBannerCreate,
    update: ZBannerUpdate,
    filter: ZBannerFilter,
  }),
  newsfeed: hideable({
    path: '/api/v1/newsfeed',
    tag: 'Education home',
    label: 'News post',
    item: ZNewsPost,
    create: ZNewsPostCreate,
    update: ZNewsPostUpdate,
    filter: ZNewsPostFilter,
  }),
  competition: resourceEndpoints({
    path: '/api/v1/competition',
    tag: 'Players',
    label: 'Competition',
    item: ZCompetition,
    create: ZCompetitionCreate,
    update: ZCompetitionUpdate,
    filter: ZCompetitionFilter,
  }),
  question_chapters: hideable({
    path: '/api/v1/question_chapters',
    tag: 'Quizzes',
    label: 'Question chapter',
    item: ZQuizChapter,
    create: ZQuizChapterCreate,
    update: ZQuizChapterUpdate,
    filter: ZQuizChapterFilter,
  }),
  question_sections: resourceEndpoints({
    path: '/api/v1/question_sections',
    tag: 'Quizzes',
    label: 'Question section',
    item: ZQuizSection,
    create: ZQuizSectionCreate,
    update: ZQuizSectionUpdate,
    filter: ZQuizSectionFilter,
  }),
  questions: resourceEndpoints({
    path: '/api/v1/questions',
    tag: 'Quizzes',
    label: 'Question',
    item: ZQuizQuestion,
    create: ZQuizQuestionCreate,
    update: ZQuizQuestionUpdate,
    filter: ZQuizQuestionFilter,
  }),
};

export type EducationGroupName = keyof typeof educationGroups;

/**
 * Any group's endpoints, for code that serves every group alike (the web's authoring console): items are
 * whatever the group's schemas say, which such code reads through its own field declarations.
 */
export type TAnyGroupEndpoints = ReturnType<typeof resourceEndpoints<string, z.ZodType, z.ZodType, z.ZodType, z.ZodType>> & {
  hides?: TLocationHidesEndpoints;
};
