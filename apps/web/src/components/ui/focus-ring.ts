/**
 * The keyboard focus ring of every interactive element: a brand ring instead of the browser outline, shown only
 * for keyboard focus. One string, so the ring looks the same everywhere and Tailwind sees the classes here.
 */
export const focusRing = 'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** The ring set off from the element by a gap, for filled controls (buttons) where a flush ring is lost. */
export const focusRingOffset = `${focusRing} focus-visible:ring-offset-2`;
