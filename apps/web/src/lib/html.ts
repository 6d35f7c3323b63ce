import DOMPurify, { type DOMPurify as TDOMPurify } from 'dompurify';

/** The podcast description allow-list (SPEC 3); the server applies the same list on write. */
export const ALLOWED_TAGS = ['b', 'i', 'em', 'strong', 'a', 'p', 'br'] as const;
export const ALLOWED_ATTRIBUTES = ['href', 'target'] as const;

let purifier: TDOMPurify | null = null;

/**
 * A private DOMPurify instance, so the rel hook below never leaks into other callers of the
 * shared default instance. Created lazily because DOMPurify needs a window.
 */
function getPurifier(): TDOMPurify {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // A new tab opened without these can reach back through window.opener (reverse tabnabbing).
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  });
  purifier = instance;
  return instance;
}

const ALLOW_LIST = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Sanitises HTML to the podcast allow-list: b, i, em, strong, a (href, target), p, br. */
export function sanitiseHtml(html: string | null | undefined): string {
  if (!html) return '';
  return getPurifier().sanitize(html, ALLOW_LIST);
}

/** Rendered Markdown (agents' answers, lib/markdown.ts): the allow-list plus quotes, lists and code. */
const MARKDOWN_ALLOW_LIST = {
  ...ALLOW_LIST,
  ALLOWED_TAGS: [...ALLOWED_TAGS, 'blockquote', 'ul', 'ol', 'li', 'code', 'pre'],
};

export function sanitiseMarkdownHtml(html: string): string {
  if (!html) return '';
  return getPurifier().sanitize(html, MARKDOWN_ALLOW_LIST);
}

/** Texts already read: a list's cards and its search read the same descriptions. Bounded, as a page reads few. */
const texts = new Map<string, string>();
const TEXTS_KEPT = 500;

/**
 * Elements whose content is not text a reader sees: DOMPurify's FORBID_CONTENTS, dropped with what they hold, as
 * sanitising would drop them.
 */
const NOT_TEXT =
  'annotation-xml, audio, colgroup, desc, foreignobject, head, iframe, math, mi, mn, mo, ms, mtext, noembed, ' +
  'noframes, noscript, plaintext, script, style, svg, template, thead, title, video, xmp';

let parser: HTMLTemplateElement | null = null;

/**
 * The readable text of HTML, whitespace collapsed. Paragraphs and line breaks become spaces so that
 * "<p>a</p><p>b</p>" reads "a b", not "ab". A template's content is inert (no script runs, nothing loads) and only
 * text comes out, so no sanitiser pass is needed: that pass was most of a podcast card's first render (ADR 015).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const known = texts.get(html);
  if (known !== undefined) return known;
  parser ??= document.createElement('template');
  parser.innerHTML = html;
  const body = parser.content;
  for (const el of body.querySelectorAll(NOT_TEXT)) el.remove();
  for (const el of body.querySelectorAll('p, br')) el.after(document.createTextNode(' '));
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  parser.innerHTML = '';
  if (texts.size >= TEXTS_KEPT) texts.clear();
  texts.set(html, text);
  return text;
}
