import type { TDocsCategory } from '@atrium/contracts/docs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { categoryPathname } from '@/features/education/knowledge-base/utils/kb-paths';
import { categoryPath, type KbTree } from '@/features/education/knowledge-base/utils/kb-tree';
import { KbArticleList } from './kb-article-list';
import { KbBreadcrumb } from './kb-breadcrumb';
import { KbCategoryEmpty } from './kb-states';

/**
 * One category's page: a sub-category lists its articles; a top category lists its own articles and then
 * each sub-category's, under the sub-category's name (a link to its own page).
 */
export function KbCategoryView({ tree, category }: { tree: KbTree; category: TDocsCategory }) {
  const { t } = useTranslation('community');
  const top = tree.tops.find((x) => x.category._id === category._id);
  const groups = top
    ? [
        ...(top.docs.length > 0 ? [{ category: null, docs: top.docs }] : []),
        ...top.subs.filter((s) => s.docs.length > 0).map((s) => ({ category: s.category, docs: s.docs })),
      ]
    : [{ category: null, docs: tree.docsOf.get(category._id) ?? [] }].filter((g) => g.docs.length > 0);

  return (
    <div className="max-w-3xl">
      <KbBreadcrumb path={categoryPath(tree, category._id)} />
      <h1 dir="auto" className="mt-4 text-3xl font-bold tracking-tight text-ink-900">
        {category.name}
      </h1>
      {category.description ? (
        <p dir="auto" className="mt-1 text-ink-600">
          {category.description}
        </p>
      ) : null}
      <div className="mt-6 space-y-8">
        {groups.length === 0 ? <KbCategoryEmpty /> : null}
        {groups.map((group) =>
          group.category ? (
            <section key={group.category._id} aria-labelledby={`kb-sub-${group.category._id}`}>
              <h2 id={`kb-sub-${group.category._id}`} className="mb-3 flex items-baseline justify-between gap-3">
                <Link
                  to={categoryPathname(group.category._id)}
                  dir="auto"
                  className={`rounded text-lg font-semibold text-ink-900 hover:text-brand-700 ${focusRing}`}
                >
                  {group.category.name}
                </Link>
                <span className="text-sm font-normal text-ink-500">{t('kb.articleCount', { count: group.docs.length })}</span>
              </h2>
              <KbArticleList docs={group.docs} label={group.category.name} />
            </section>
          ) : (
            <KbArticleList key="own" docs={group.docs} label={category.name} />
          ),
        )}
      </div>
    </div>
  );
}
