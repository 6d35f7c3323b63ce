import type { TConsoleApp } from '@atrium/contracts/app-console';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { AppIcon } from '@/features/console/components/app-icon';
import { isReadScope, scopeLabelKey } from '@/features/console/utils/crm-scopes';
import { PlanSummary } from './plan-summary';

const LINK = 'font-medium text-brand-600 underline-offset-2 hover:text-brand-800 hover:underline';

/** The listing as people browsing the marketplace will see it, for the reviewer to judge. */
export function AppPreview({ app }: { app: TConsoleApp }) {
  // The scopes in the install dialog's words (the `installs` texts), as agencies will read them.
  const { t } = useTranslation(['console', 'installs']);
  const support = [
    app.support.website && { label: t('listing.supportWebsite'), href: app.support.website },
    app.support.email && { label: t('listing.supportEmail'), href: `mailto:${app.support.email}` },
    app.support.docsUrl && { label: t('listing.supportDocsUrl'), href: app.support.docsUrl },
    app.support.privacyUrl && { label: t('listing.supportPrivacyUrl'), href: app.support.privacyUrl },
    app.customPageUrl && { label: t('listing.customPageUrl'), href: app.customPageUrl },
    app.videoUrl && { label: t('listing.videoUrl'), href: app.videoUrl },
  ].filter((item): item is { label: string; href: string } => Boolean(item));

  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <header className="border-b border-ink-100 bg-gradient-to-b from-brand-50/70 to-white p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <AppIcon name={app.name} url={app.iconUrl} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 className="text-xl font-bold text-ink-900 sm:text-2xl">{app.name}</h2>
            <p className="mt-0.5 text-sm text-ink-500">{t('preview.by', { partner: app.partner.name })}</p>
            <p className="mt-2 text-ink-700">{app.tagline}</p>
          </div>
        </div>
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('listing.categories')}>
          <li className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-medium text-white">{t(`types.${app.type}`)}</li>
          {app.categories.map((c) => (
            <li key={c} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-ink-700 ring-1 ring-ink-200">
              {c}
            </li>
          ))}
          <li className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-ink-700 ring-1 ring-ink-200">
            {t(`targets.${app.installTarget}`)}
          </li>
        </ul>
      </header>

      <div className="space-y-6 p-5 sm:p-6">
        {app.screenshots.length > 0 ? (
          <section aria-label={t('listing.screenshots')}>
            <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
              {app.screenshots.map((s, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: screenshots have no id and the same image may appear twice
                <li key={`${s.url}-${i}`} className="w-64 shrink-0 snap-start">
                  <img
                    src={s.url}
                    alt={s.caption ?? t('listing.screenshotAlt', { n: i + 1 })}
                    className="aspect-video w-full rounded-lg bg-ink-100 object-cover ring-1 ring-ink-200"
                  />
                  {s.caption ? <p className="mt-1 text-xs text-ink-500">{s.caption}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('preview.about')}</h3>
          <RichText html={app.description} />
          {app.tags.length > 0 ? (
            <p className="mt-3 text-xs text-ink-500">{app.tags.map((tag) => `#${tag}`).join('  ')}</p>
          ) : null}
        </section>

        <section>
          <h3 className="mb-3 text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('preview.pricing')}</h3>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {app.plans.map((plan) => (
              <PlanSummary key={plan._id} plan={plan} />
            ))}
          </ul>
        </section>

        <section>
          <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('preview.crmAccess')}</h3>
          {app.crmScopes.length === 0 ? (
            <p className="text-sm text-ink-600">{t('preview.noCrmAccess')}</p>
          ) : (
            <ul className="grid gap-1 sm:grid-cols-2" aria-label={t('preview.crmAccess')}>
              {app.crmScopes.map((scope) => (
                <li key={scope} className="flex items-start gap-2 text-sm text-ink-800">
                  <Icon name={isReadScope(scope) ? 'eye' : 'shield'} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span>{t(scopeLabelKey(scope))}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        {support.length > 0 ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-500 uppercase">{t('preview.support')}</h3>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
              {support.map((item) => (
                <li key={item.label}>
                  <a href={item.href} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </article>
  );
}
