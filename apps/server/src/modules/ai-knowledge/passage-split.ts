/**
 * Splitting a source into passages (decision 033). A passage is what retrieval returns and an answer quotes: long
 * enough to carry its own context (about 100 words at least, unless the source is shorter), short enough to quote
 * and to embed (at most 250). It breaks where the source does: at a heading, else between paragraphs, else between
 * sentences; only a sentence longer than a whole passage is cut between words.
 */

/** A piece of a source: an optional heading and its plain text, one paragraph a line. */
export interface TextBlock {
  heading?: string;
  text: string;
}

export const PASSAGE_WORDS = { min: 100, max: 250 } as const;

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const countWords = (text: string) => wordsOf(text).length;

/** Paragraphs no longer than `max` words: long ones split between sentences, overlong sentences between words. */
function units(text: string, max: number): string[] {
  const out: string[] = [];
  for (const paragraph of text
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (countWords(paragraph) <= max) {
      out.push(paragraph);
      continue;
    }
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) out.push(current.join(' '));
      current = [];
    };
    for (const sentence of paragraph.split(/(?<=[.!?])\s+/)) {
      const words = wordsOf(sentence);
      if (current.length + words.length <= max) {
        current.push(...words);
        continue;
      }
      flush();
      for (let i = 0; i < words.length; i += max) {
        const slice = words.slice(i, i + max);
        if (slice.length === max) out.push(slice.join(' '));
        else current = slice;
      }
    }
    flush();
  }
  return out;
}

/**
 * The passages' texts, in order. Each passage that starts inside a headed block repeats the block's heading as its
 * first line, so a passage read alone still says what it is about.
 */
export function splitPassages(blocks: readonly TextBlock[], words = PASSAGE_WORDS): string[] {
  const passages: string[] = [];
  let lines: string[] = [];
  let count = 0;
  const flush = () => {
    if (count > 0) passages.push(lines.join('\n'));
    lines = [];
    count = 0;
  };
  for (const block of blocks) {
    const heading = block.heading?.trim();
    const headingWords = heading ? countWords(heading) : 0;
    // A new heading starts a new passage once the current one is long enough to stand alone.
    if (count >= words.min) flush();
    let headed = false;
    for (const unit of units(block.text, words.max - headingWords)) {
      const size = countWords(unit) + (headed ? 0 : headingWords);
      if (count > 0 && count + size > words.max) {
        flush();
        headed = false;
      }
      if (heading && !headed) {
        lines.push(heading);
        count += headingWords;
        headed = true;
      }
      lines.push(unit);
      count += countWords(unit);
    }
    // A heading with no text still says something (an empty section's title).
    if (heading && !headed && block.text.trim() === '') {
      lines.push(heading);
      count += headingWords;
    }
  }
  flush();
  return passages;
}
