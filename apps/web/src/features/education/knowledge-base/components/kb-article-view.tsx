import type { TDoc } from '@atrium/contracts/docs';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { CopyLinkButton } from '@/features/education/components/copy-link-button';
import { useActiveSection } from '@/features/education/knowledge-base/hooks/use-active-section';
import { articlePathname } from '@/features/education/knowledge-base/utils/kb-paths';
import { categoryPath, type KbTree, neighbours } from '@/features/education/knowledge-base/utils/kb-tree';
import { buildToc, type TocEntry } from '@/features/education/knowledge-base/utils/toc';
import { formatDate } from '@/lib/format';
import { KbBreadcrumb } from './kb-breadcrumb';
import { KbToc } from './kb-toc';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls to a section and moves focus to its heading, so keyboard and screen-reader users land there too. */
function bringIntoView(anchor: string, smooth: boolean) {
  const section = document.getElementById(anchor);
  if (!section) return;
  section.scrollIntoView?.({ block: 'start', behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** An article: breadcrumb, title, date, table of contents, its sections with Copy link, and previous/next. */
export function KbArticleView({ tree, doc }: { tree: KbTree; doc: TDoc }) {
  const { t, i18n } = useTranslation('community');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const toc = useMemo(() => buildToc(doc.sections), [doc.sections]);
  const { active, pin } = useActiveSection(useMemo(() => toc.map((e) => e.anchor), [toc]));
  const { previous, next } = neighbours(tree, doc);

  // An address with a section (a copied link, a search result) opens the article there, once per address.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const key = `${doc._id}${hash}`;
    if (handled.current === key) return;
    handled.current = key;
    const anchor = decodeURIComponent(hash.slice(1));
    if (anchor && toc.some((e) => e.anchor === anchor)) {
      pin(anchor);
      bringIntoView(anchor, false);
    } else window.scrollTo?.({ top: 0 });
  }, [doc._id, hash, toc, pin]);

  const jump = (entry: TocEntry) => {
    handled.current = `${doc._id}#${entry.anchor}`;
    navigate({ hash: entry.anchor }, { replace: true, preventScrollReset: true });
    pin(entry.anchor);
    bringIntoView(entry.anchor, true);
  };

  return (
    // One table of contents for both layouts: above the text on phones, in a sticky column beside it on wide
    // screens (the grid places it), so there are never two navigation landmarks with the same name.
    <article aria-labelledby="kb-article-title" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-x-12">
      <header className="min-w-0 lg:col-start-1">
        <KbBreadcrumb path={categoryPath(tree, doc.categoryId)} current={doc.title} />
        <h1 id="kb-article-title" dir="auto" className="mt-4 text-3xl font-bold tracking-tight text-ink-900">
          {doc.title}
        </h1>
        {doc.summary ? (
          <p dir="auto" className="mt-2 text-lg text-ink-600">
            {doc.summary}
          </p>
        ) : null}
        <p className="mt-3 text-sm text-ink-500">
          {t('kb.updated', { date: formatDate(doc.updatedAt, i18n.resolvedLanguage ?? i18n.language) })}
        </p>
      </header>
      {toc.length > 1 ? (
        <div className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <KbToc entries={toc} active={active} onJump={jump} />
        </div>
      ) : null}
      <div className="min-w-0 space-y-10 lg:col-start-1 lg:pt-2">
        {doc.sections.map((section, i) => {
          const entry = toc[i]!;
          return (
            <section key={entry.anchor} id={entry.anchor} aria-labelledby={`${entry.anchor}-h`} className="scroll-mt-24">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2
                  id={`${entry.anchor}-h`}
                  tabIndex={-1}
                  dir="auto"
                  className="text-xl font-semibold text-ink-900 focus:outline-none"
                >
                  {section.heading}
                </h2>
                <CopyLinkButton id={entry.slug} />
              </div>
              <RichText html={section.body} className="mt-3 text-base" />
            </section>
          );
        })}
      </div>
      {previous || next ? (
        <nav
          aria-label={t('kb.moreInCategory')}
          className="grid gap-3 border-t border-ink-200 pt-6 sm:grid-cols-2 lg:col-start-1"
        >
          {previous ? <Neighbour doc={previous} label={t('kb.previous')} direction="previous" /> : <span />}
          {next ? <Neighbour doc={next} label={t('kb.next')} direction="next" /> : null}
        </nav>
      ) : null}
    </article>
  );
}

function Neighbour({ doc, label, direction }: { doc: TDoc; label: string; direction: 'previous' | 'next' }) {
  const isNext = direction === 'next';
  return (
    <Link
      to={articlePathname(doc._id)}
      rel={isNext ? 'next' : 'prev'}
      className={`group flex flex-col rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-ink-200 transition hover:ring-brand-300 ${focusRing} ${isNext ? 'sm:items-end sm:text-end' : ''}`}
    >
      <span className="flex items-center gap-1 text-xs font-medium text-ink-500">
        {isNext ? null : <Icon name="arrowEnd" className="size-3.5 -scale-x-100 rtl:scale-x-100" />}
        {label}
        {isNext ? <Icon name="arrowEnd" className="size-3.5" /> : null}
      </span>
      <span dir="auto" className="mt-0.5 font-medium text-ink-900 group-hover:text-brand-700">
        {doc.title}
      </span>
    </Link>
  );
}
