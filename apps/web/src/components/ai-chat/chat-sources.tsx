import type { TCitedSource } from '@atrium/contracts/ai-agents';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

/** The answer's cited sources as links; other sites open in a new tab, the app's own pages in place. */
export function ChatSources({ sources }: { sources: readonly TCitedSource[] }) {
  const { t } = useTranslation('aiChat');
  if (sources.length === 0) return null;
  return (
    <div className="mt-2 border-t border-ink-200/70 pt-2">
      <p className="text-xs font-semibold text-ink-500">{t('transcript.sources')}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {sources.map((source) => {
          const external = /^https?:\/\//i.test(source.url);
          const safe = external || (source.url.startsWith('/') && !source.url.startsWith('//'));
          const label = source.title || t('transcript.untitledSource');
          return (
            <li key={source.passageId} className="min-w-0 max-w-full">
              {safe ? (
                <a
                  href={source.url}
                  target={external ? '_blank' : undefined}
                  rel={external ? 'noopener noreferrer' : undefined}
                  dir="auto"
                  className={`block truncate rounded-full bg-white px-2.5 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 ${focusRing}`}
                >
                  {label}
                </a>
              ) : (
                <span
                  dir="auto"
                  className="block truncate rounded-full bg-white px-2.5 py-1 text-xs text-ink-600 ring-1 ring-ink-200"
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
