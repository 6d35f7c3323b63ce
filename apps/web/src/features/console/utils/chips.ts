/** What separates chips typed or pasted as one text: commas, semicolons and line breaks. */
const SEPARATOR = /[,;\r\n]/;

export const hasSeparator = (text: string): boolean => SEPARATOR.test(text);

/** The chips in a text ("dental, recall" is two): trimmed, empty pieces dropped. */
export function splitChips(text: string): string[] {
  return text
    .split(new RegExp(SEPARATOR.source, 'g'))
    .map((piece) => piece.trim())
    .filter(Boolean);
}

/**
 * `values` plus the new pieces that are not there yet, up to `max`. Duplicates are matched without case:
 * "Email" and "email" would be the same filter for users. A piece longer than `maxLength` is cut, as the
 * input's own maxlength cuts a paste.
 */
export function addChips(values: readonly string[], pieces: readonly string[], limits: { max: number; maxLength: number }) {
  const next = [...values];
  const seen = new Set(values.map((v) => v.toLowerCase()));
  for (const piece of pieces) {
    const value = piece.slice(0, limits.maxLength).trim();
    if (!value || seen.has(value.toLowerCase()) || next.length >= limits.max) continue;
    seen.add(value.toLowerCase());
    next.push(value);
  }
  return next;
}
