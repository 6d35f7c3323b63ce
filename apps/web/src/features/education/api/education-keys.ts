/** Whose FAQ this is: a location sees fewer questions than its agency, so each viewer has its own cache entry. */
export type Viewer = string;

/** The two kinds of "lists of steps": checklists and onboarding share one screen and one set of endpoints. */
export type StepKind = 'checklist' | 'onboarding';

/** Query keys of the education feature; a visibility change invalidates `all`, since it changes the lists too. */
export const educationKeys = {
  all: ['education'] as const,
  faqCategories: (viewer: Viewer) => ['education', 'faq-categories', viewer] as const,
  faqs: (viewer: Viewer) => ['education', 'faqs', viewer] as const,
  /** `path` is the group's visibility endpoint path ('/api/v1/faqs/:id/visibility'): one key space for every group. */
  visibility: (path: string, id: string) => ['education', 'visibility', path, id] as const,
  stepCategories: (kind: StepKind, viewer: Viewer) => ['education', kind, 'categories', viewer] as const,
  stepLists: (kind: StepKind, viewer: Viewer) => ['education', kind, 'lists', viewer] as const,
  steps: (kind: StepKind, viewer: Viewer) => ['education', kind, 'steps', viewer] as const,
  /** Progress is per person (and location, which follows from the person's session). */
  stepProgress: (kind: StepKind, viewer: Viewer) => ['education', kind, 'progress', viewer] as const,
  competitions: (viewer: Viewer) => ['education', 'competitions', viewer] as const,
};
