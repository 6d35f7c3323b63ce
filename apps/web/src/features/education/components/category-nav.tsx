import { focusRing } from '@/components/ui/focus-ring';
export interface CategoryNavItem {
  id: string;
  name: string;
  count: number;
  /** The name is the user's content (a category), so it gets its own direction. */
  content: boolean;
}

export interface CategoryNavProps {
  label: string;
  items: readonly CategoryNavItem[];
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * A category filter: a row of chips that scrolls sideways on phones and a sticky list beside the content
 * on wide screens. Toggle buttons (aria-pressed) rather than tabs: all of them filter one list. Shared by
 * the FAQ and the checklist/onboarding screens.
 */
export function CategoryNav({ label, items, selected, onSelect }: CategoryNavProps) {
  return (
    <nav aria-label={label} className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0">
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <li key={item.id} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(item.id)}
                className={`flex w-full items-center justify-between gap-3 rounded-full px-4 py-2 text-start text-sm font-medium whitespace-nowrap transition ${focusRing} lg:rounded-lg lg:px-3 lg:whitespace-normal ${
                  active
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 hover:text-ink-900 lg:bg-transparent lg:ring-0'
                } ${!active && item.count === 0 ? 'opacity-60' : ''}`}
              >
                <span dir={item.content ? 'auto' : undefined}>{item.name}</span>
                <span
                  className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums ${
                    active ? 'bg-white/20 text-white' : 'bg-ink-100 text-ink-600'
                  }`}
                >
                  {item.count}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
