import { rect, SvgIcon } from '@/components/header/chrome-icons';
import { Icon } from '@/components/ui/icon';

/** The few roadmap-only icons, drawn on the shared 24 × 24 stroke grid (one path each). */
const PATHS = {
  chevronUp: 'M6 15l6-6 6 6',
  comment: 'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-7l-5 4v-4H6a2 2 0 0 1-2-2z',
  calendar: `${rect(3, 5, 18, 16, 2)}M3 10h18M8 3v4M16 3v4`,
  merge: 'M7 4v5a5 5 0 0 0 5 5h5M7 20v-6M14 11l3 3-3 3',
  board: `${rect(3, 4, 5, 16, 1.5)}${rect(10, 4, 5, 11, 1.5)}${rect(17, 4, 4, 7, 1.5)}`,
  lightbulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
} as const;

/** The shared icons the roadmap uses too, drawn by the one Icon. */
type SharedName = 'chevronStart' | 'chevronEnd' | 'plus' | 'check';
export type RoadmapIconName = keyof typeof PATHS | SharedName;

const isOwn = (name: RoadmapIconName): name is keyof typeof PATHS => name in PATHS;

export function RoadmapIcon({ name, className }: { name: RoadmapIconName; className?: string }) {
  if (!isOwn(name)) return <Icon name={name} className={className} />;
  return <SvgIcon d={PATHS[name]} mirrored={name === 'merge'} className={className} />;
}
