import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { IsolatedText } from '@/features/education/components/isolated-text';
import { articlePathname } from '@/features/education/knowledge-base/utils/kb-paths';
import type { KbSearchHit } from '@/features/education/knowledge-base/utils/kb-search';
import { categoryPath, type KbTree } from '@/features/education/knowledge-base/utils/kb-tree';
import { Highlighted } from './highlighted';
import { KbNoMatch } from './kb-states';

export interface KbSearchResultsProps {
  tree: KbTree;
  hits: readonly KbSearchHit[];
  query: string;
  onClear: () => void;
}

/** Matching articles with the match marked, their category path, and a link to the section that matched. */
export function KbSearchResults({ tree, hits, query, onClear }: KbSearchResultsProps) {
  const { t } = useTranslation('community');
  return (
    <div className="max-w-3xl">
      {/* Announced as the search settles; nothing found is said again by the card below. */}
      <p aria-live="polite" className={`mb-4 min-h-5 text-sm text-ink-500 ${hits.length === 0 ? 'sr-only' : ''}`}>
        <IsolatedText i18nKey="community:kb.resultCount" count={hits.length} name="query" value={query} />
      </p>
      {hits.length === 0 ? (
        <KbNoMatch query={query} onClear={onClear} />
      ) : (
        <ul aria-label={t('kb.resultsLabel')} className="space-y-3">
          {hits.map((hit) => {
            const path = categoryPath(tree, hit.doc.categoryId);
            return (
              <li key={hit.doc._id}>
                <Link
                  to={{ pathname: articlePathname(hit.doc._id), hash: hit.anchor ?? undefined }}
                  className={`block rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-ink-200 transition hover:shadow-md hover:ring-ink-300 ${focusRing}`}
                >
                  <span className="block text-xs font-medium text-ink-500">
                    {path.map((c, i) => (
                      <span key={c._id}>
                        {i > 0 ? <span aria-hidden="true"> › </span> : null}
                        <bdi>{c.name}</bdi>
                      </span>
                    ))}
                  </span>
                  <span dir="auto" className="mt-1 block text-base font-semibold text-ink-900">
                    {hit.title ? <Highlighted snippet={hit.title} /> : hit.doc.title}
                  </span>
                  {hit.excerpt ? (
                    <span dir="auto" className="mt-1 block text-sm text-ink-600">
                      <Highlighted snippet={hit.excerpt} />
                    </span>
                  ) : hit.doc.summary ? (
                    <span dir="auto" className="mt-1 block text-sm text-ink-600">
                      {hit.doc.summary}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
