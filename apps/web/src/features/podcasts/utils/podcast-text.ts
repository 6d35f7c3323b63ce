import { htmlToText } from '@/lib/html';

/** SPEC 9: card descriptions are cut at 250 characters; 'More Details' shows above 150. */
export const DESCRIPTION_LIMIT = 250;
export const MORE_DETAILS_THRESHOLD = 150;
export const ELLIPSIS = '...';

/**
 * Cuts `text` to exactly `limit` characters plus an ellipsis. Counts code points, so an emoji is
 * never split in half.
 */
export function truncateText(text: string, limit = DESCRIPTION_LIMIT): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join('')}${ELLIPSIS}` : text;
}

export interface DescriptionSummary {
  /** Sanitised plain text of the description ('' when there is none). */
  text: string;
  /** What the card shows: the text, truncated at DESCRIPTION_LIMIT. */
  preview: string;
  /** True when the text is longer than MORE_DETAILS_THRESHOLD. */
  showMoreDetails: boolean;
}

/**
 * Works on the sanitised text content, never raw HTML, so tags neither count towards the limits
 * nor get cut in half.
 */
export function summariseDescription(description: string | null | undefined): DescriptionSummary {
  const text = htmlToText(description);
  return {
    text,
    preview: truncateText(text),
    showMoreDetails: Array.from(text).length > MORE_DETAILS_THRESHOLD,
  };
}
