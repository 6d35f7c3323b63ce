import type { TDoc } from '@atrium/contracts/docs';
import { htmlToText } from '@/lib/html';
import { buildToc } from './toc';

/** A piece of text with the part that matched, so the result can mark it. */
export interface Snippet {
  before: string;
  match: string;
  after: string;
}

export interface KbSearchHit {
  doc: TDoc;
  /** The title split around the match, when the title matched. */
  title: Snippet | null;
  /** Where in the text it matched (summary or a section), with some words around it. */
  excerpt: Snippet | null;
  /** The anchor of the section that matched, so the result opens the article there. */
  anchor: string | null;
}

interface IndexedPart {
  text: string;
  lower: string;
  anchor: string | null;
}

export interface IndexedDoc {
  doc: TDoc;
  title: IndexedPart;
  parts: IndexedPart[];
}

const part = (text: string, anchor: string | null): IndexedPart => ({ text, lower: text.toLocaleLowerCase(), anchor });

/** Plain text of each article's parts, lower-cased once per list rather than on every keystroke. */
export function indexDocs(docs: readonly TDoc[]): IndexedDoc[] {
  return docs.map((doc) => {
    const toc = buildToc(doc.sections);
    const parts = [
      ...(doc.summary ? [part(doc.summary, null)] : []),
      ...doc.sections.flatMap((s, i) => [part(s.heading, toc[i]!.anchor), part(htmlToText(s.body), toc[i]!.anchor)]),
    ];
    return { doc, title: part(doc.title, null), parts };
  });
}

/** Characters of context kept on each side of a match in an excerpt. */
const CONTEXT = 60;

/**
 * `text` split around its first `needle` (already lower-cased). Lower-casing can change a string's length
 * (a Turkish dotted İ), and then the places do not line up: the text is shown whole, unmarked.
 */
export function snippetOf(part: { text: string; lower: string }, needle: string, context = Infinity): Snippet | null {
  const at = part.lower.indexOf(needle);
  if (at < 0) return null;
  if (part.lower.length !== part.text.length) return { before: part.text, match: '', after: '' };
  const start = Math.max(0, at - context);
  const end = Math.min(part.text.length, at + needle.length + context);
  return {
    before: `${start > 0 ? '…' : ''}${part.text.slice(start, at).trimStart()}`,
    match: part.text.slice(at, at + needle.length),
    after: `${part.text.slice(at + needle.length, end).trimEnd()}${end < part.text.length ? '…' : ''}`,
  };
}

/**
 * Articles that contain `query` (case-insensitive) in the title, summary, a heading or a section's text.
 * Title matches come first; otherwise the order of `index` (the reading order) is kept.
 */
export function searchDocs(index: readonly IndexedDoc[], query: string): KbSearchHit[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  const hits: KbSearchHit[] = [];
  for (const entry of index) {
    const title = snippetOf(entry.title, needle);
    const inText = entry.parts.find((p) => p.lower.includes(needle));
    if (!title && !inText) continue;
    hits.push({
      doc: entry.doc,
      title,
      excerpt: inText ? snippetOf(inText, needle, CONTEXT) : null,
      anchor: inText?.anchor ?? null,
    });
  }
  return [...hits.filter((h) => h.title), ...hits.filter((h) => !h.title)];
}
