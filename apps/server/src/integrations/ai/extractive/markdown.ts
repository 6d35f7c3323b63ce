/**
 * Passage text is quoted into Markdown the web renders: it is data, so every character Markdown or HTML could read
 * as syntax is escaped (CommonMark lets any ASCII punctuation be escaped with a backslash). A quoted "[click](...)",
 * "<img onerror=...>" or "**" shows as the characters it is.
 */
const MARKDOWN_SYNTAX = /[\\`*_{}[\]()<>#+\-!|~&=^$:]/g;

export function escapeMarkdown(text: string): string {
  // A leading "12." or "3)" would start an ordered list inside the quote.
  return text.replace(MARKDOWN_SYNTAX, '\\$&').replace(/^(\d+)([.)])/, '$1\\$2');
}

/**
 * A link to a passage's source, or its escaped title alone when the address is neither http(s) nor a path of the
 * web app (`javascript:`, `data:`, `//other.host` are never linked).
 */
export function sourceLink(title: string, url: string): string {
  const label = escapeMarkdown(title.trim() || 'Source');
  const safe = /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
  if (!safe) return label;
  // Spaces, parentheses and angle brackets would end or break the link destination.
  const destination = url.replace(/[\s()<>\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${label}](${destination})`;
}
