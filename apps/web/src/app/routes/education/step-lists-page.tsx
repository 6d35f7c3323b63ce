import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { StepKind } from '@/features/education/api/education-keys';
import { CategoryNav } from '@/features/education/components/category-nav';
import { StepListCard } from '@/features/education/components/step-list-card';
import { StepListDetail } from '@/features/education/components/step-list-detail';
import {
  StepCategoryEmpty,
  StepListsEmpty,
  StepListsError,
  StepListsSkeleton,
} from '@/features/education/components/step-states';
import { useStepCatalog } from '@/features/education/hooks/use-step-catalog';
import { useStepSelection } from '@/features/education/hooks/use-step-selection';
import { ALL } from '@/features/education/utils/faq-view';
import { progressOf } from '@/features/education/utils/step-progress';
import { usePageTitle } from '@/lib/preferences/preferences-context';

/**
 * /checklist, /checkLists and /onboardings (SPEC 2): one screen for both kinds of "lists of steps", chosen
 * by the path, so the router maps all three paths to this one module without a prop (and without bytes in
 * the first chunk).
 */
export function Component() {
  const { pathname } = useLocation();
  const kind: StepKind = pathname.toLowerCase().startsWith('/onboarding') ? 'onboarding' : 'checklist';
  // A new key per kind: the menu moves between the two without keeping the other's selection state.
  return <StepListsScreen key={kind} kind={kind} />;
}

function StepListsScreen({ kind }: { kind: StepKind }) {
  const { t } = useTranslation('education');
  usePageTitle(t(`steps.${kind}.pageTitle`));
  const { catalog, done, failed, retrying, progressFailed, retry } = useStepCatalog(kind);
  const { categoryId, listId, selectCategory, searchFor } = useStepSelection();

  const stepsOf = (id: string) => catalog?.stepsByList.get(id) ?? [];
  const opened = listId ? catalog?.lists.find((l) => l._id === listId) : undefined;
  const missingList = Boolean(catalog && listId && !opened);

  let content: ReactNode;
  if (failed) content = <StepListsError kind={kind} onRetry={retry} retrying={retrying} />;
  else if (!catalog) content = <StepListsSkeleton kind={kind} />;
  else if (catalog.lists.length === 0) content = <StepListsEmpty kind={kind} />;
  else {
    const { categories, lists } = catalog;
    const counts = new Map<string, number>();
    for (const list of lists) counts.set(list.categoryId, (counts.get(list.categoryId) ?? 0) + 1);
    const items = [
      { id: ALL, name: t('faq.all'), count: lists.length, content: false },
      ...categories
        .filter((c) => counts.has(c._id))
        .map((c) => ({ id: c._id, name: c.name, count: counts.get(c._id) ?? 0, content: true })),
    ];
    const shown = categoryId === ALL ? lists : lists.filter((l) => l.categoryId === categoryId);
    content = (
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:gap-10">
        <CategoryNav label={t(`steps.${kind}.categoriesLabel`)} items={items} selected={categoryId} onSelect={selectCategory} />
        <div className="min-w-0">
          {opened ? (
            <StepListDetail kind={kind} list={opened} steps={stepsOf(opened._id)} done={done} backTo={searchFor(null)} />
          ) : shown.length === 0 ? (
            <StepCategoryEmpty />
          ) : (
            <ul aria-label={t(`steps.${kind}.listsLabel`)} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((list) => (
                <StepListCard
                  key={list._id}
                  list={list}
                  progress={progressOf(stepsOf(list._id), done)}
                  to={searchFor(list._id)}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{t('faq.eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">{t(`steps.${kind}.title`)}</h1>
        <p className="mt-2 max-w-2xl text-base text-ink-600">{t(`steps.${kind}.subtitle`)}</p>
      </div>
      {missingList || (progressFailed && !failed) ? (
        <p role="status" className="mt-6 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {missingList ? t(`steps.${kind}.missingList`) : t('steps.progressFailed')}
        </p>
      ) : null}
      <div className="mt-8" aria-busy={!catalog && !failed}>
        {content}
      </div>
    </div>
  );
}
