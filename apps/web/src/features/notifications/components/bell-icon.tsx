import { SvgIcon } from '@/components/header/chrome-icons';

const BELL = 'M6 8.5a6 6 0 0 1 12 0c0 6.5 2.5 8.5 2.5 8.5h-17S6 15 6 8.5M10 20.5a2.2 2.2 0 0 0 4 0';

export function BellIcon({ className }: { className?: string }) {
  return <SvgIcon d={BELL} className={className} />;
}
