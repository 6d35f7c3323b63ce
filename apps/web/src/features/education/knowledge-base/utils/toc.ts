import type { TDocSection } from '@atrium/contracts/docs';
import { faqAnchor } from '@/features/education/utils/faq-view';

export interface TocEntry {
  /** The section's element id: `q-<slug>`, the anchor the shared Copy link button links to. */
  anchor: string;
  /** The slug in the address (`#q-<slug>`). */
  slug: string;
  heading: string;
}

/**
 * A heading as an address fragment: letters and digits of any script, lower-cased, joined by dashes
 * ("Choose the locations" → "choose-the-locations"), so a link still reads as the section it points to.
 */
export function slugify(heading: string): string {
  return heading
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The table of contents of an article: one entry per section with an anchor that stays the same as long as
 * the heading does (not its place, so a link survives a section added above it). A heading used twice gets
 * `-2`, `-3`; one with nothing to slug (only symbols) is `section-<n>`.
 */
export function buildToc(sections: readonly TDocSection[]): TocEntry[] {
  const used = new Set<string>();
  return sections.map((section, index) => {
    const base = slugify(section.heading) || `section-${index + 1}`;
    let slug = base;
    for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
    used.add(slug);
    return { slug, anchor: faqAnchor(slug), heading: section.heading };
  });
}
