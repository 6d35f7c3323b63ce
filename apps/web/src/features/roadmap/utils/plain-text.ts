import { sanitiseHtml } from '../../../lib/html';

/**
 * Descriptions are kept as sanitised rich text (paragraphs and line breaks) while the forms edit plain text in a
 * textarea, so nobody types tags. The same conversion as the education authoring forms (features do not share).
 */
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

/** Plain text as rich text: blank lines separate paragraphs, single new lines are line breaks; empty gives null. */
export function plainToRich(text: string): string | null {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}
