import sanitizeHtml from 'sanitize-html';

/** The rich-text allow-list of SPEC section 3: b, i, em, strong, a (href, target), p, br. */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['b', 'i', 'em', 'strong', 'a', 'p', 'br'],
  allowedAttributes: { a: ['href', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    a: (tagName, attribs) => {
      const target = attribs.target === '_blank' || attribs.target === '_self' ? attribs.target : undefined;
      return { tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(target ? { target } : {}) } };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Sanitises a nullable rich-text field; an empty result becomes null. */
export function sanitizeOptionalRichText(html: string | null | undefined): string | null | undefined {
  if (html === undefined || html === null) return html;
  const clean = sanitizeRichText(html);
  return clean === '' ? null : clean;
}

/** The characters sanitize-html escapes in the text it keeps, back to themselves. */
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Plain text of stored rich text (search, passages, plain-text channels): tags dropped with the contents of
 * script-like ones, one line per paragraph or line break, entities decoded, spaces collapsed.
 */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi, '\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {}, nonTextTags: RICH_TEXT.nonTextTags });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ESCAPED[entity]!)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
