import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { categoryPathname } from '@/features/education/knowledge-base/utils/kb-paths';
import type { KbTopCategory } from '@/features/education/knowledge-base/utils/kb-tree';

/** The knowledge base's home: a card per top category with its sub-categories and their article counts. */
export function KbCategoryGrid({ tops }: { tops: readonly KbTopCategory[] }) {
  const { t } = useTranslation('community');
  return (
    <ul aria-label={t('kb.categoriesLabel')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {tops.map(({ category, subs, count }) => (
        <li key={category._id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name="book" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="text-lg leading-snug font-semibold text-ink-900">
                <Link to={categoryPathname(category._id)} dir="auto" className={`rounded hover:text-brand-700 ${focusRing}`}>
                  {category.name}
                </Link>
              </h2>
              <p className="text-sm text-ink-500">{t('kb.articleCount', { count })}</p>
            </div>
          </div>
          {category.description ? (
            <p dir="auto" className="mt-3 text-sm text-ink-600">
              {category.description}
            </p>
          ) : null}
          {subs.length > 0 ? (
            <ul className="mt-4 space-y-1 border-t border-ink-100 pt-3">
              {subs.map((sub) => (
                <li key={sub.category._id}>
                  <Link
                    to={categoryPathname(sub.category._id)}
                    className={`flex items-center justify-between gap-3 rounded-lg px-2 py-1.5 text-sm text-ink-700 hover:bg-ink-50 hover:text-brand-700 ${focusRing}`}
                  >
                    <span dir="auto" className="min-w-0 truncate">
                      {sub.category.name}
                    </span>
                    <span className="min-w-6 rounded-full bg-ink-100 px-2 py-0.5 text-center text-xs text-ink-600 tabular-nums">
                      <span aria-hidden="true">{sub.docs.length}</span>
                      <span className="sr-only">{t('kb.articleCount', { count: sub.docs.length })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
