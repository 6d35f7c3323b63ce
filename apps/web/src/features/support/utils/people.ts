/** "Dana Kim" → "Dana K.": short enough for presence chips, still telling two Danas apart. */
export function shortName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** Up to two initials for an avatar circle. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.charAt(0) ?? '') + (parts.length > 1 ? (parts.at(-1)?.charAt(0) ?? '') : '')).toUpperCase() || '?';
}
