import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { useTools } from '@/features/education/home/api/get-tools';
import { groupTools } from '@/features/education/home/utils/tool-groups';
import { HomeLoadError } from './home-states';

/**
 * The owner's tools (the `tools` group), by category. A home without tools shows no section: unlike news,
 * an empty "Tools" heading would promise something the owner never meant to offer.
 */
export function HomeTools() {
  const { t, i18n } = useTranslation('education');
  const tools = useTools();
  const groups = useMemo(() => groupTools(tools.data ?? [], i18n.language), [tools.data, i18n.language]);

  if (tools.isSuccess && groups.length === 0) return null;
  return (
    <section aria-labelledby="education-tools">
      <h2 id="education-tools" className="text-xl font-bold text-ink-900">
        {t('home.tools.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-600">{t('home.tools.subtitle')}</p>
      {tools.isError && !tools.data ? (
        <HomeLoadError part="tools" onRetry={() => void tools.refetch()} retrying={tools.isFetching} />
      ) : !tools.data ? (
        <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('home.tools.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} aria-hidden="true" className="h-28 animate-pulse rounded-2xl bg-white ring-1 ring-ink-200" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          {groups.map(({ category, tools: list }) => (
            <section key={category ?? ''} aria-label={category ?? t('home.tools.other')}>
              <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-500 uppercase">
                <bdi>{category ?? t('home.tools.other')}</bdi>
              </h3>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((tool) => (
                  <li key={tool._id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200">
                    <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-brand-50 text-brand-600">
                      {tool.iconUrl ? (
                        <img src={tool.iconUrl} alt="" className="size-full object-cover" loading="lazy" />
                      ) : (
                        <Icon name="plug" className="size-6" />
                      )}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-ink-900">
                        <bdi>{tool.name}</bdi>
                      </p>
                      {tool.description ? <RichText html={tool.description} className="mt-1 text-ink-600" /> : null}
                      <a
                        href={tool.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('home.tools.openLabel', { name: tool.name })}
                        className={`mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:text-brand-800 focus-visible:rounded ${focusRing}`}
                      >
                        {t('home.tools.open')}
                        <Icon name="arrowEnd" className="size-4" />
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
