/** Longest quote taken from one sentence; a longer one is cut at a word boundary (a run-on paragraph without stops). */
export const MAX_SENTENCE_CHARS = 360;

// ICU's sentence rules (Node ships full ICU): "e.g." and "3.5" do not end a sentence, as a naive split would have it.
const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Markdown-ish line starts a passage may carry (list marks, headings, quote marks): not part of the sentence. */
const LINE_MARK = /^\s*(?:[-*+•]\s+|#{1,6}\s+|>\s*|\d{1,3}[.)]\s+)/;

/**
 * The sentences of a passage's text, trimmed and with inner whitespace collapsed. Each line is split on its own:
 * knowledge text often has list items or headings without a full stop, which are separate statements.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const clean = line.replace(LINE_MARK, '').replace(/\s+/g, ' ').trim();
    if (!clean) continue;
    for (const { segment } of segmenter.segment(clean)) {
      const sentence = segment.trim();
      if (/[\p{L}\p{N}]/u.test(sentence)) out.push(clip(sentence));
    }
  }
  return out;
}

function clip(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE_CHARS) return sentence;
  const cut = sentence.slice(0, MAX_SENTENCE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_SENTENCE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
