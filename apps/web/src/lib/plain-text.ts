import { sanitiseHtml } from './html';

/**
 * The authoring forms edit descriptions and explanations as plain text in a textarea, while the server keeps
 * sanitised rich text (paragraphs and line breaks). These convert both ways, so an author never sees tags and a
 * saved text reads the same to people.
 */

/** Stored rich text as the text an author edits: paragraphs become blank lines, line breaks new lines. */
export function richToPlain(html: string | null | undefined): string {
  const clean = sanitiseHtml(html);
  if (!clean) return '';
  if (!/[<&]/.test(clean)) return clean;
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith(doc.createTextNode('\n'));
  for (const p of doc.body.querySelectorAll('p')) p.after(doc.createTextNode('\n\n'));
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** An author's text as rich text: blank lines separate paragraphs, single new lines are line breaks. */
export function plainToRich(text: string): string | null {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}
