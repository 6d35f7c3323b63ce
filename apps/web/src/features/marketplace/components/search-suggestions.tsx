import type { TAppSuggestion } from '@atrium/contracts/apps';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSuggestions } from '@/features/marketplace/api/get-suggestions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AppIcon } from './app-icon';

export interface SearchSuggestionsProps {
  /** The search box this list belongs to; it keeps focus while the list is used (combobox pattern). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** What is typed (not yet submitted). */
  query: string;
}

const NONE: TAppSuggestion[] = [];
const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * Apps whose names match what is typed, under a search box that someone else renders. The box is in
 * the first load of / and this is not (ADR 005), so the combobox behaviour lives here and is attached
 * to the input when this loads: arrows move through the list, Enter opens the active app (or lets the
 * form submit), Escape and leaving the box close it, and the box's aria attributes follow.
 */
export function SearchSuggestions({ inputRef, query }: SearchSuggestionsProps) {
  const { t } = useTranslation('marketplace');
  const navigate = useNavigate();
  const listboxId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(query.trim(), 200);
  const suggestions = useSuggestions(debounced);
  const items = debounced ? (suggestions.data ?? NONE) : NONE;
  const shown = open && query.trim().length > 0 && debounced.length > 0;
  const expanded = shown && items.length > 0;

  // Typing in the box opens the list; a new list starts with nothing chosen.
  useEffect(() => {
    if (query && document.activeElement === inputRef.current) setOpen(true);
  }, [query, inputRef]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list (not a render) resets the choice
  useEffect(() => setActive(-1), [items]);

  // The listeners read the latest state through a ref, so they are attached once.
  const state = useRef({ expanded, items, active });
  state.current = { expanded, items, active };
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { expanded: isOpen, items: list, active: current } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        if (!isOpen || list.length === 0) return;
        const last = list.length - 1;
        if (event.key === 'ArrowDown') setActive(current >= last ? 0 : current + 1);
        else setActive(current <= 0 ? last : current - 1);
      } else if (event.key === 'Enter') {
        const item = isOpen ? list[current] : undefined;
        setOpen(false);
        if (!item) return; // the form submits the query
        event.preventDefault();
        void navigate(`/${item._id}`);
      } else if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        setOpen(false);
      }
    };
    const close = () => setOpen(false);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', close);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', close);
    };
  }, [inputRef, navigate]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(expanded));
    input.setAttribute('aria-controls', listboxId);
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', optionId(listboxId, active));
    else input.removeAttribute('aria-activedescendant');
  }, [inputRef, expanded, active, listboxId]);

  if (!shown) return null;
  const panel =
    'absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-2xl bg-white text-start text-ink-800 shadow-2xl ring-1 ring-ink-900/10';
  if (!expanded) {
    const busy = suggestions.isFetching || suggestions.isPending;
    return (
      <div className={panel}>
        <p role="status" className="px-4 py-3 text-sm text-ink-500">
          {busy ? t('search.searching') : t('search.noSuggestions', { query: debounced })}
        </p>
      </div>
    );
  }
  return (
    <div className={panel}>
      <div id={listboxId} role="listbox" aria-label={t('search.suggestionsLabel')} className="max-h-96 overflow-y-auto py-2">
        {items.map((item, index) => (
          // The input owns focus and the keyboard (aria-activedescendant), so options are never focused themselves.
          // biome-ignore lint/a11y/useFocusableInteractive: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div
            key={item._id}
            id={optionId(listboxId, index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              void navigate(`/${item._id}`);
            }}
            className={`flex cursor-pointer items-center gap-3 px-4 py-2.5 ${index === active ? 'bg-brand-50' : 'hover:bg-ink-50'}`}
          >
            <AppIcon name={item.name} type={item.type} iconUrl={item.iconUrl} size="sm" />
            <span className="min-w-0">
              <span dir="auto" className="block truncate text-sm font-semibold text-ink-900">
                {item.name}
              </span>
              <span dir="auto" className="block truncate text-xs text-ink-500">
                {item.tagline}
              </span>
            </span>
          </div>
        ))}
      </div>
      <p className="border-t border-ink-100 bg-ink-50 px-4 py-2 text-xs text-ink-500">{t('search.hint')}</p>
    </div>
  );
}
