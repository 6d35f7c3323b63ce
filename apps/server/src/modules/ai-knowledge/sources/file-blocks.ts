import type { TAgentFileFormat } from '@atrium/contracts/agent-knowledge';
import type { TextBlock } from '../passage-split';
import { markdownBlocks, textBlocks } from '../plain-text';

/** A PDF's pages are kept apart in its extracted text by this character (form feed), so a passage never spans two. */
export const PAGE_BREAK = '\f';

/** An uploaded file's extracted text as the splitter's blocks. */
export function fileBlocks(format: TAgentFileFormat, text: string): TextBlock[] {
  if (format === 'markdown') return markdownBlocks(text);
  if (format === 'pdf') return text.split(PAGE_BREAK).flatMap((page) => textBlocks(page));
  return textBlocks(text);
}
