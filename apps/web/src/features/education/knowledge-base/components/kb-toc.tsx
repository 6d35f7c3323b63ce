import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import type { TocEntry } from '@/features/education/knowledge-base/utils/toc';

export interface KbTocProps {
  entries: readonly TocEntry[];
  active: string | null;
  onJump: (entry: TocEntry) => void;
}

/**
 * "On this page": the article's section headings as links. On wide screens it stays in view beside the
 * text; on phones it is a disclosure above the text that closes after a jump. The section being read is
 * marked (aria-current), so screen readers hear where they are too.
 */
export function KbToc({ entries, active, onJump }: KbTocProps) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav
      aria-label={t('kb.toc')}
      className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-ink-200 lg:sticky lg:top-24 lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        className={`flex w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-sm font-semibold text-ink-900 ${focusRing} lg:hidden`}
      >
        {t('kb.toc')}
        <Icon name="chevronDown" className={`size-5 text-ink-400 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <p aria-hidden="true" className="hidden px-3 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase lg:block">
        {t('kb.toc')}
      </p>
      <ol id={listId} className={`space-y-0.5 border-ink-200 px-1 pb-1 lg:block lg:border-s lg:px-0 ${open ? '' : 'hidden'}`}>
        {entries.map((entry) => {
          const current = entry.anchor === active;
          return (
            <li key={entry.anchor}>
              <a
                href={`#${entry.anchor}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setOpen(false);
                  onJump(entry);
                }}
                className={`-ms-px block rounded-lg border-s-2 px-3 py-1.5 text-sm transition ${focusRing} lg:rounded-none lg:rounded-e-lg ${
                  current
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                    : 'border-transparent text-ink-600 hover:bg-ink-50 hover:text-ink-900'
                }`}
              >
                <span dir="auto">{entry.heading}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
