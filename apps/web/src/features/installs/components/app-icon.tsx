/** An app's icon, or its initials on the brand gradient when it has none. Decorative: the name is next to it. */
export function AppIcon({ name, iconUrl, size = 'md' }: { name: string; iconUrl: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box =
    size === 'lg' ? 'size-16 rounded-2xl text-xl' : size === 'sm' ? 'size-9 rounded-lg text-xs' : 'size-12 rounded-xl text-sm';
  if (iconUrl) return <img src={iconUrl} alt="" className={`${box} shrink-0 bg-ink-100 object-cover ring-1 ring-ink-900/5`} />;
  const initials =
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => [...word][0] ?? '')
      .join('')
      .toLocaleUpperCase() || '?';
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center bg-gradient-to-br from-brand-500 to-brand-700 font-semibold text-white`}
    >
      {initials}
    </span>
  );
}
