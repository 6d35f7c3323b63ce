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
 * The readable text of (sanitised) HTML, whitespace collapsed. Paragraphs and line breaks become
 * spaces so that "<p>a</p><p>b</p>" reads "a b", not "ab".
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const known = texts.get(html);
  if (known !== undefined) return known;
  // The sanitised tree itself, not its HTML parsed a second time.
  const body = getPurifier().sanitize(html, { ...ALLOW_LIST, RETURN_DOM: true }) as HTMLElement;
  for (const el of body.querySelectorAll('p, br')) el.after(body.ownerDocument.createTextNode(' '));
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (texts.size >= TEXTS_KEPT) texts.clear();
  texts.set(html, text);
  return text;
}
