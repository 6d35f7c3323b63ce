import { useMediaQuery } from '@/lib/use-media-query';

/**
 * A primary pointer that hovers and is precise: a mouse or trackpad, so most likely a physical keyboard
 * too. Phones and tablets (touch) match neither, and they have no Ctrl key to press.
 */
export const PHYSICAL_KEYBOARD_QUERY = '(hover: hover) and (pointer: fine)';

/** Whether to show keyboard shortcuts ("Ctrl + Enter sends"); the shortcuts themselves work everywhere. */
export function useKeyboardHints(): boolean {
  return useMediaQuery(PHYSICAL_KEYBOARD_QUERY);
}
