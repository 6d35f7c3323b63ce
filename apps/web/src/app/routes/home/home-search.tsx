import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChromeIcon as Icon } from '@/components/header/chrome-icons';
import { lazyAfterFirstScreen } from '@/lib/chunk-errors';
import { useSearchParams } from '@/lib/use-search-params';
import { loadHomeMarketplace } from './home-lazy';

// The suggestions (the combobox behaviour and react-query with them) are not part of the first load
// of /: they come with the catalogue, right after the first paint, and attach to this input.
const HomeSuggestions = lazyAfterFirstScreen(loadHomeMarketplace, 'HomeSuggestions');

/** The hero's app search. Submitting puts the query in the URL (`?q=`), where the catalogue reads it. */
export function HomeSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // Clearing the filters (or Back) changes the URL's query; the box follows it.
  useEffect(() => setDraft(query), [query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(
      (next) => {
        if (draft.trim()) next.set('q', draft.trim());
        else next.delete('q');
        return next;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <div className="w-full max-w-2xl">
      <search>
        <form onSubmit={onSubmit} className="relative flex gap-2 rounded-2xl bg-white p-2 shadow-xl shadow-brand-900/20">
          <label htmlFor={inputId} className="sr-only">
            {t('home.searchLabel')}
          </label>
          {/* Not positioned: the suggestions drop from the form, as wide as the whole search bar. */}
          <div className="flex flex-1 items-center rounded-xl focus-within:ring-2 focus-within:ring-brand-200">
            <Icon name="search" className="ms-3 size-5 text-ink-400" />
            <input
              ref={input}
              id={inputId}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded="false"
              autoComplete="off"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('home.searchPlaceholder')}
              className="h-12 w-full min-w-0 border-0 bg-transparent px-3 text-base text-ink-900 placeholder:text-ink-400 focus:outline-none"
            />
          </div>
          <Suspense fallback={null}>
            <HomeSuggestions inputRef={input} query={draft} />
          </Suspense>
          <button
            type="submit"
            className="h-12 rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
          >
            {t('home.searchButton')}
          </button>
        </form>
      </search>
    </div>
  );
}
