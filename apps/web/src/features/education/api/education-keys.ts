/** Whose FAQ this is: a location sees fewer questions than its agency, so each viewer has its own cache entry. */
export type Viewer = string;

export type VisibilityKind = 'faq' | 'category';

/** Query keys of the education feature; a visibility change invalidates `all`, since it changes the lists too. */
export const educationKeys = {
  all: ['education'] as const,
  faqCategories: (viewer: Viewer) => ['education', 'faq-categories', viewer] as const,
  faqs: (viewer: Viewer) => ['education', 'faqs', viewer] as const,
  visibility: (kind: VisibilityKind, id: string) => ['education', 'visibility', kind, id] as const,
  locations: () => ['education', 'locations'] as const,
};
