import { educationGroups } from '@atrium/contracts/education-groups';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqSection } from '@/features/education/utils/faq-view';
import { FaqItem } from './faq-item';
import { VisibilityControls } from './visibility-controls';

export interface FaqListProps {
  sections: readonly FaqSection[];
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
  canHide: boolean;
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
};

/** Up/Down/Home/End move between the questions, as in the WAI accordion pattern; Tab still works as usual. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const move = MOVES[event.key];
  const target = event.target as HTMLElement;
  if (!move || !target.matches('[data-faq-toggle]')) return;
  const toggles = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-faq-toggle]')];
  const index = toggles.indexOf(target);
  event.preventDefault();
  toggles[move(index, toggles.length - 1)]?.focus();
}

/** The questions, grouped under their category's heading. */
export function FaqList({ sections, open, onToggle, canHide }: FaqListProps) {
  const { t } = useTranslation('education');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates arrow keys from the question buttons inside.
    <div className="space-y-10" onKeyDown={moveFocus}>
      {sections.map(({ category, faqs }) => (
        <section key={category._id} aria-labelledby={`faq-cat-${category._id}`}>
          <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h2 id={`faq-cat-${category._id}`} dir="auto" className="text-xl font-semibold text-ink-900">
                {category.name}
              </h2>
              {category.description ? (
                <p dir="auto" className="mt-1 text-sm text-ink-600">
                  {category.description}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <span className="text-xs font-medium text-ink-500">{t('faq.questionCount', { count: faqs.length })}</span>
              {canHide ? (
                <VisibilityControls
                  api={educationGroups['faq-categories'].hides}
                  scope="faqCategory"
                  id={category._id}
                  name={category.name}
                />
              ) : null}
            </div>
          </div>
          <ul className="space-y-3">
            {faqs.map((faq) => (
              <FaqItem key={faq._id} faq={faq} open={open.has(faq._id)} onToggle={onToggle} canHide={canHide} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
