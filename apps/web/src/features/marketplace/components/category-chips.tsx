import type { TCategory } from '@atrium/contracts/apps';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { useCategoryLabels } from '@/lib/category-labels';

interface CategoryChipsProps {
  categories: readonly TCategory[];
  selected: string | undefined;
  onSelect: (name: string | undefined) => void;
}

const CHIP = `inline-flex h-9 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors ${focusRingOffset}`;

/**
 * Categories as toggle chips, in the reader's language and its alphabetical order; one scrolling row on phones,
 * wrapping on wider screens. What is selected (and put in the URL) stays the English name.
 */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const { t } = useTranslation('marketplace');
  const { label, sortByLabel } = useCategoryLabels('app');
  const look = (on: boolean) =>
    `${CHIP} ${on ? 'bg-ink-900 text-white shadow-sm' : 'bg-white text-ink-700 ring-1 ring-ink-200 hover:bg-ink-100 hover:text-ink-900'}`;
  return (
    <nav aria-label={t('catalogue.categories')}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        <li>
          <button type="button" aria-pressed={!selected} onClick={() => onSelect(undefined)} className={look(!selected)}>
            {t('catalogue.allCategories')}
          </button>
        </li>
        {sortByLabel(categories, (c) => c.name).map((category) => {
          const on = selected === category.name;
          return (
            <li key={category.slug}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onSelect(on ? undefined : category.name)}
                className={look(on)}
              >
                <span dir="auto">{label(category.name)}</span>
                <span className={`text-xs ${on ? 'text-ink-300' : 'text-ink-400'}`}>{category.appCount}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
