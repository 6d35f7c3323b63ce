import { sanitiseMarkdownHtml } from './html';

/**
 * A small Markdown reader for agents' answers (issue 24): paragraphs, line breaks, quotes, lists, fenced code, headings
 * (as bold lines), links, bold, italics, code and backslash escapes, which is what the extractive answerer writes and
 * what chat models use. Every character of the text is HTML-escaped before any tag is made, and the result still goes
 * through DOMPurify's allow-list: an answer can never carry markup of its own.
 */
export function markdownToHtml(markdown: string): string {
  return sanitiseMarkdownHtml(blocks(markdown.replace(/\r\n?/g, '\n').split('\n')));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const LIST_ITEM = /^\s{0,3}([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

function blocks(lines: string[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] as string).trimStart().startsWith(fence[1] as string))
        code.push(lines[i++] as string);
      i += 1;
      out.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string))
        quoted.push((QUOTE.exec(lines[i++] as string) as RegExpExecArray)[1] as string);
      out.push(`<blockquote>${blocks(quoted)}</blockquote>`);
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = /\d/.test(item[1] as string);
      const items: string[] = [];
      while (i < lines.length) {
        const next = LIST_ITEM.exec(lines[i] as string);
        if (next && /\d/.test(next[1] as string) === ordered) items.push(next[2] as string);
        // An indented line continues the item before it.
        else if (items.length > 0 && /^\s{2,}\S/.test(lines[i] as string))
          items[items.length - 1] += `\n${(lines[i] as string).trim()}`;
        else break;
        i += 1;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((text) => `<li>${inline(text)}</li>`).join('')}</${tag}>`);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      out.push(`<p><strong>${inline(heading[1] as string)}</strong></p>`);
      i += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const next = lines[i] as string;
      if (!next.trim() || FENCE.test(next) || QUOTE.test(next) || LIST_ITEM.test(next) || HEADING.test(next)) break;
      paragraph.push(next.trim());
      i += 1;
    }
    out.push(`<p>${inline(paragraph.join('\n'))}</p>`);
  }
  return out.join('');
}

/** Only web addresses and the app's own paths become links; `javascript:`, `data:` and `//host` stay text. */
const linkable = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

// Placeholders use characters no answer contains, so escaped text and code spans are put back untouched.
const CODE = '\u0001';
const ESCAPED = '\u0002';

function inline(text: string): string {
  const codes: string[] = [];
  let s = text.replace(/`([^`\n]+)`/g, (_, code: string) => `${CODE}${codes.push(code) - 1}${CODE}`);
  const escaped: string[] = [];
  s = s.replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => `${ESCAPED}${escaped.push(char) - 1}${ESCAPED}`);
  s = escapeHtml(s)
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (_whole, label: string, url: string) => {
      const address = url.replace(/&amp;/g, '&');
      if (!linkable(address)) return label;
      const external = /^https?:/i.test(address) ? ' target="_blank"' : '';
      return `<a href="${url}"${external}>${label}</a>`;
    })
    .replace(/\*\*(?=\S)([^*]+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(?=\S)([^_]+?)__/g, '<strong>$1</strong>')
    .replace(/\*(?=\S)([^*\n]+?)\*/g, '<em>$1</em>')
    .replace(/(^|[^\w])_(?=\S)([^_\n]+?)_(?![\w])/g, '$1<em>$2</em>')
    .replace(/\n/g, '<br>');
  s = s.replace(new RegExp(`${ESCAPED}(\\d+)${ESCAPED}`, 'g'), (_, n: string) => escapeHtml(escaped[Number(n)] ?? ''));
  return s.replace(
    new RegExp(`${CODE}(\\d+)${CODE}`, 'g'),
    (_, n: string) => `<code>${escapeHtml(codes[Number(n)] ?? '')}</code>`,
  );
}
