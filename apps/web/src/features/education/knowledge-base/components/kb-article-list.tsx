import type { TDoc } from '@atrium/contracts/docs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { articlePathname } from '@/features/education/knowledge-base/utils/kb-paths';

/** A category's articles: title and summary, each row one link. */
export function KbArticleList({ docs, label }: { docs: readonly TDoc[]; label: string }) {
  const { t } = useTranslation('community');
  return (
    <ul aria-label={label} className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      {docs.map((doc) => (
        <li key={doc._id}>
          <Link
            to={articlePathname(doc._id)}
            className={`group flex items-start gap-3 px-5 py-4 transition hover:bg-ink-50 focus-visible:bg-brand-50/60 ${focusRing} focus-visible:ring-inset`}
          >
            <Icon name="book" className="mt-0.5 size-5 text-brand-500" />
            <span className="min-w-0 flex-1">
              <span dir="auto" className="block font-medium text-ink-900 group-hover:text-brand-700">
                {doc.title}
              </span>
              {doc.summary ? (
                <span dir="auto" className="mt-0.5 block text-sm text-ink-600">
                  {doc.summary}
                </span>
              ) : null}
            </span>
            {doc.status === 'draft' ? (
              <span className="shrink-0 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-600">
                {t('kb.draft')}
              </span>
            ) : null}
            <Icon name="arrowEnd" className="mt-0.5 size-4 text-ink-300 group-hover:text-brand-600" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
