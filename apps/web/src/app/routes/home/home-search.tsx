import type { THostKind } from '@atrium/contracts/hosts';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../../components/header/icons';
import { Spinner } from '../../../components/ui/spinner';
import { lazyNamed } from '../../../lib/chunk-errors';

// The results show only after a search, so their code is not part of the first load of /.
const HomeSearchResults = lazyNamed(() => import('./home-search-results'), 'HomeSearchResults');

/**
 * Searches the places of Atrium this host offers (the menu entries, by their translated titles).
 * The query lives in the URL (`?q=`) so a search can be shared or revisited.
 */
export function HomeSearch({ hostKind }: { hostKind: THostKind }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(query);
  const inputId = useId();
  const resultsId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {}, { replace: true });
  };

  return (
    <div className="w-full max-w-2xl">
      <search>
        <form onSubmit={onSubmit} className="flex gap-2 rounded-2xl bg-white p-2 shadow-xl shadow-brand-900/20">
          <label htmlFor={inputId} className="sr-only">
            {t('home.searchLabel')}
          </label>
          <div className="relative flex-1">
            <Icon name="search" className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-ink-400" />
            <input
              id={inputId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('home.searchPlaceholder')}
              aria-controls={query ? resultsId : undefined}
              className="h-12 w-full rounded-xl border-0 bg-transparent ps-11 pe-3 text-base text-ink-900 placeholder:text-ink-400 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            {t('home.searchButton')}
          </button>
        </form>
      </search>
      {query ? (
        <Suspense fallback={<Spinner className="mt-4" label={t('common.loadingPage')} />}>
          <HomeSearchResults id={resultsId} hostKind={hostKind} query={query} />
        </Suspense>
      ) : null}
    </div>
  );
}
