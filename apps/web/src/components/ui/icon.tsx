import { CHROME_ICONS, type ChromeIconName, circle, rect, ring, SvgIcon } from '@/components/header/chrome-icons';
import type { MenuIconName } from '@/lib/menu-definitions';

/** One small stroke-icon set (24 × 24 grid) for the chrome, the menus and the home page. */
export type UiIconName =
  | ChromeIconName
  | 'chevronsStart'
  | 'chevronStart'
  | 'chevronEnd'
  | 'plus'
  | 'close'
  | 'logout'
  | 'arrowUp'
  | 'arrowEnd'
  | 'shield'
  | 'eye'
  | 'eyeOff'
  | 'check'
  | 'sparkles'
  | 'calendarPlus';
export type IconName = MenuIconName | UiIconName;

const chat = 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H6a2 2 0 0 1-2-2z';
const star = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const eye = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z';
const tiles = rect(3, 3, 7, 7, 1.5) + rect(14, 3, 7, 7, 1.5) + rect(3, 14, 7, 7, 1.5);
const frame = rect(3, 5, 18, 14, 2);

const ICONS: Record<IconName, string> = {
  ...CHROME_ICONS,
  widgets: tiles + circle(17.5, 17.5, 3.5),
  grid: tiles + rect(14, 14, 7, 7, 1.5),
  crm: `${circle(9, 8, 3.5)}M2.5 20c.8-3.6 3.4-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.8c1.6.8 2.6 2.6 3 5.2`,
  chat,
  card: 'M4.5 5h15a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM2.5 10h19M6.5 15h4',
  plug: 'M9 3v5M15 3v5M6.5 8h11v3a5.5 5.5 0 0 1-11 0zM12 16.5V21',
  store: 'M3 9l1.5-5h15L21 9M3 9h18M5 9v11h14V9M10 20v-5h4v5',
  briefcase:
    'M5 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18',
  book: 'M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2zM12 6.5v14',
  help: `${ring}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01`,
  mic: `${rect(9, 3, 6, 11, 3)}M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7`,
  video: `${frame}M10 9.5v5l4.5-2.5z`,
  faq: `${chat}M10.3 8.2a1.8 1.8 0 1 1 2.5 1.7c-.5.2-.8.6-.8 1.1M12 13.4h.01`,
  checklist: 'M4 6.5l1.5 1.5L8.5 5M4 12.5l1.5 1.5 3-3M4 18.5l1.5 1.5 3-3M12 7h8M12 13h8M12 19h8',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4',
  map: 'M9 4L3 6.5V20l6-2.5 6 2.5 6-2.5V4l-6 2.5zM9 4v13.5M15 6.5V20',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  camera: 'M5 6h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM16 10.5l5-3v9l-5-3z',
  star,
  badge: `${frame}${circle(9, 11, 2.2)}M5.8 16c.6-1.5 1.8-2.3 3.2-2.3s2.6.8 3.2 2.3M14.5 10H18M14.5 13.5H18`,
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  image: `${rect(3, 4, 18, 16, 2)}${circle(9, 9.5, 1.8)}M21 15.5l-5-5L5 20`,
  lifebuoy: `${ring}${circle(12, 12, 3.8)}M5.6 5.6l3.7 3.7M14.7 14.7l3.7 3.7M18.4 5.6l-3.7 3.7M9.3 14.7l-3.7 3.7`,
  chevronsStart: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  chevronStart: 'M15 6l-6 6 6 6',
  chevronEnd: 'M9 6l6 6-6 6',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M14 16l4-4-4-4M18 12H9',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowEnd: 'M5 12h14M13 6l6 6-6 6',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z',
  eye: eye + circle(12, 12, 3),
  eyeOff: `${eye}M3 3l18 18`,
  check: 'M5 12.5l4.5 4.5L19 7',
  sparkles: star,
  calendarPlus: `${rect(3, 5, 18, 16, 2)}M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5`,
};

/** Icons that point along the reading direction and must mirror in right-to-left layouts. */
const DIRECTIONAL = new Set<IconName>(['logout', 'arrowEnd', 'chevronsStart', 'chevronStart', 'chevronEnd']);

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <SvgIcon d={ICONS[name]} mirrored={DIRECTIONAL.has(name)} className={className} />;
}
