import type { jsonRequest } from '../../test/http';

/**
 * Test-only: every education group that takes an id, with a field to check and an update to try, and one row of
 * each created by one writer (an agency admin, an app creator, ...). Used by the cross-tenant and partner tests.
 */
export type EducationGroup = {
  path: string;
  field: string;
  update: Record<string, unknown>;
  /** The value the created row has in `field`. */
  value: string;
  hides?: boolean;
  progress?: boolean;
  /** Agencies only (competitions): partners do not own these. */
  agencyOnly?: boolean;
};

const named = (path: string, extra: Partial<EducationGroup> = {}): EducationGroup => ({
  path,
  field: 'name',
  update: { name: 'Taken' },
  value: 'Bravo',
  hides: true,
  ...extra,
});
const titled = (path: string, extra: Partial<EducationGroup> = {}): EducationGroup => ({
  path,
  field: 'title',
  update: { title: 'Taken' },
  value: 'Bravo',
  hides: true,
  ...extra,
});

export const EDUCATION_GROUPS = {
  faqCategory: named('/api/v1/faq-categories'),
  faq: { path: '/api/v1/faqs', field: 'question', update: { question: 'Taken?' }, value: 'Bravo?', hides: true },
  mediaCategory: named('/api/v1/medialibrary-categories'),
  media: titled('/api/v1/medialibrary', { progress: true }),
  checklistCategory: named('/api/v1/checklist-categories'),
  checklist: titled('/api/v1/checklists'),
  checklistItem: titled('/api/v1/checklist-items', { hides: false, progress: true }),
  onboardingCategory: named('/api/v1/onboarding-categories'),
  onboardingList: titled('/api/v1/onboarding-lists'),
  onboardingStep: titled('/api/v1/onboarding-steps', { hides: false, progress: true }),
  docsCategory: named('/api/v1/docs-categories'),
  doc: titled('/api/v1/docs'),
  testimonial: {
    path: '/api/v1/testimonials',
    field: 'personName',
    update: { personName: 'Taken' },
    value: 'Bravo',
    hides: true,
  },
  zoomCall: titled('/api/v1/zoom-calls'),
  tool: named('/api/v1/tools'),
  banner: titled('/api/v1/banners'),
  news: titled('/api/v1/newsfeed'),
  competition: named('/api/v1/competition', { hides: false, agencyOnly: true }),
  chapter: titled('/api/v1/question_chapters'),
  section: titled('/api/v1/question_sections', { hides: false }),
  question: { path: '/api/v1/questions', field: 'prompt', update: { prompt: 'Taken?' }, value: 'Bravo?' },
} satisfies Record<string, EducationGroup>;
export type EducationGroupKey = keyof typeof EDUCATION_GROUPS;

const DAY = 86_400_000;

/**
 * One row of every group (children under the writer's own parents), all named Bravo; returns their ids.
 * `agencyGroups: false` leaves out the groups only agencies own (for a partner's team).
 */
export async function createOneOfEach(
  http: ReturnType<typeof jsonRequest>,
  headers: Record<string, string>,
  { agencyGroups = true }: { agencyGroups?: boolean } = {},
): Promise<Partial<Record<EducationGroupKey, string>>> {
  const ids: Partial<Record<EducationGroupKey, string>> = {};
  const make = async (key: EducationGroupKey, body: Record<string, unknown>) => {
    ids[key] = await http.create(EDUCATION_GROUPS[key].path, body, headers);
    return ids[key]!;
  };
  const name = { name: 'Bravo' };
  await make('faq', { categoryId: await make('faqCategory', name), question: 'Bravo?', answer: '<p>Yes</p>' });
  await make('media', { categoryId: await make('mediaCategory', name), kind: 'video', title: 'Bravo', videoId: 'dQw4w9WgXcQ' });
  const checklist = await make('checklist', { categoryId: await make('checklistCategory', name), title: 'Bravo' });
  await make('checklistItem', { listId: checklist, title: 'Bravo' });
  const onboarding = await make('onboardingList', { categoryId: await make('onboardingCategory', name), title: 'Bravo' });
  await make('onboardingStep', { listId: onboarding, title: 'Bravo' });
  await make('doc', {
    categoryId: await make('docsCategory', name),
    title: 'Bravo',
    sections: [{ heading: 'H', body: '<p>B</p>' }],
  });
  await make('testimonial', { kind: 'text', personName: 'Bravo', rating: 5, body: '<p>Good</p>' });
  await make('zoomCall', {
    title: 'Bravo',
    startsAt: new Date(Date.now() + DAY).toISOString(),
    durationMinutes: 30,
    joinUrl: 'https://zoom.example/j/1',
  });
  await make('tool', { name: 'Bravo', url: 'https://tools.example/b' });
  await make('banner', { title: 'Bravo' });
  await make('news', { title: 'Bravo', body: '<p>B</p>' });
  if (agencyGroups) {
    await make('competition', {
      name: 'Bravo',
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + DAY).toISOString(),
    });
  }
  const chapter = await make('chapter', { title: 'Bravo', passingScore: 50 });
  const section = await make('section', { chapterId: chapter, title: 'Bravo' });
  await make('question', {
    sectionId: section,
    kind: 'single',
    prompt: 'Bravo?',
    options: [
      { id: 'a', text: 'Y' },
      { id: 'b', text: 'N' },
    ],
    correct: ['a'],
  });
  return ids;
}
