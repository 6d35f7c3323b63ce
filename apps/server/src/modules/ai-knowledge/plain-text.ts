import type { TextBlock } from './passage-split';

/**
 * Uploaded text and Markdown as the passage splitter's blocks (passage-split.ts reads one paragraph a line).
 * Hard-wrapped lines of a paragraph are joined, since the splitter would take each line for a paragraph of its own.
 */

/** Plain text (a .txt file, a PDF page): paragraphs are separated by blank lines. */
export function textBlocks(text: string, heading?: string): TextBlock[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.length ? [{ ...(heading ? { heading } : {}), text: paragraphs.join('\n') }] : [];
}

/** Inline Markdown as the words a reader sees: links and images by their text, emphasis and code marks dropped. */
export function markdownInline(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|[.,;:!?]|$)/g, '$1$2');
}

/**
 * Markdown (an uploaded .md file, a Q&A answer) as blocks: a heading starts a block, so passages break at the
 * document's own sections; list, quote and table marks are dropped, code fences keep their code.
 */
export function markdownBlocks(markdown: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let heading: string | undefined;
  let lines: string[] = [];
  const flush = () => {
    blocks.push(...textBlocks(lines.join('\n'), heading));
    lines = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const title = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (title) {
      flush();
      heading = markdownInline(title[1]!);
      continue;
    }
    if (/^\s*(```|~~~)/.test(raw) || /^\s*([-*_]\s*){3,}$/.test(raw) || /^\s*\|?[\s:|-]+\|[\s:|-]*$/.test(raw)) {
      lines.push('');
      continue;
    }
    // A list item or a table row is a paragraph of its own: a blank line keeps it from joining the next.
    const item = /^\s*([-*+]|\d+[.)])\s+/.test(raw) || raw.trim().startsWith('|');
    const line = markdownInline(
      raw
        .replace(/^\s*>\s?/, '')
        .replace(/^\s*([-*+]|\d+[.)])\s+/, '')
        .replace(/\|/g, ' '),
    );
    if (item) lines.push('', line, '');
    else lines.push(line);
  }
  flush();
  return blocks;
}
