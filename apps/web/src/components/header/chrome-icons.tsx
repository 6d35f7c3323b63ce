/**
 * The few icons the first load draws (header, home search, error page), apart from the full set in
 * icons.tsx: every icon's path data in the first chunk costs bytes of the 130 kB budget, so the chrome
 * imports only these; everything else imports `Icon` from icons.tsx, which includes them.
 */
export type ChromeIconName = 'menu' | 'chevronDown' | 'settings' | 'globe' | 'user' | 'search' | 'alert';

/** Path data of a circle and of a rounded rectangle, so that every icon is one `<path>`. */
export const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
export const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${2 * r - w}a${r} ${r} 0 0 1 ${-r} ${-r}v${2 * r - h}a${r} ${r} 0 0 1 ${r} ${-r}z`;
export const ring = circle(12, 12, 9);

export const CHROME_ICONS: Record<ChromeIconName, string> = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronDown: 'M6 9l6 6 6-6',
  settings: `M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1${circle(15, 6, 2)}${circle(9, 12, 2)}${circle(17, 18, 2)}`,
  globe: `${ring}M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z`,
  user: `${circle(12, 8, 4)}M4 21c1-4 4-6 8-6s7 2 8 6`,
  search: `${circle(11, 11, 7)}M20 20l-4-4`,
  alert: `${ring}M12 7.5V13M12 16.5h.01`,
};

/** One stroke icon on the 24 × 24 grid; `mirrored` flips it in right-to-left layouts. */
export function SvgIcon({ d, mirrored = false, className = 'size-5' }: { d: string; mirrored?: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={`${mirrored ? 'rtl:-scale-x-100 ' : ''}shrink-0 ${className}`}
    >
      <path d={d} />
    </svg>
  );
}

export function ChromeIcon({ name, className }: { name: ChromeIconName; className?: string }) {
  return <SvgIcon d={CHROME_ICONS[name]} className={className} />;
}
