import type { TDocsCategory } from '@atrium/contracts/docs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { categoryPathname, KB_HOME } from '@/features/education/knowledge-base/utils/kb-paths';

export interface KbBreadcrumbProps {
  /** Top category, then sub-category. */
  path: readonly TDocsCategory[];
  /** The page itself (an article's title); without it the last category is the current page. */
  current?: string;
}

/** Knowledge base › Category › Sub-category (› Article): every step but the current page is a link. */
export function KbBreadcrumb({ path, current }: KbBreadcrumbProps) {
  const { t } = useTranslation('community');
  const steps = [
    { key: 'home', label: t('kb.home'), to: KB_HOME, content: false },
    ...path.map((c) => ({ key: c._id, label: c.name, to: categoryPathname(c._id), content: true })),
    ...(current ? [{ key: 'current', label: current, to: null, content: true }] : []),
  ];
  const last = steps.length - 1;
  return (
    <nav aria-label={t('kb.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-500">
        {steps.map((step, i) => (
          <li key={step.key} className="flex min-w-0 items-center gap-1.5">
            {i > 0 ? (
              <span aria-hidden="true" className="inline-block text-ink-300 rtl:-scale-x-100">
                ›
              </span>
            ) : null}
            {i === last ? (
              <span aria-current="page" dir={step.content ? 'auto' : undefined} className="truncate font-medium text-ink-800">
                {step.label}
              </span>
            ) : (
              <Link
                to={step.to ?? KB_HOME}
                dir={step.content ? 'auto' : undefined}
                className={`rounded hover:text-brand-700 hover:underline ${focusRing}`}
              >
                {step.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
