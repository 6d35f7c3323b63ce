import { POINTS, type TPlayer, type TPointsSource } from '@atrium/contracts/players';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon, type IconName } from '@/components/ui/icon';
import { formatNumber } from '@/lib/format';
import { usePointsText } from './points-text';

/** Each way to earn points, its page, and the points from the contract (the server counts with the same numbers). */
const WAYS: { source: TPointsSource; to: string; icon: IconName }[] = [
  { source: 'checklist-step', to: '/checklist', icon: 'checklist' },
  { source: 'onboarding-step', to: '/onboardings', icon: 'flag' },
  { source: 'media', to: '/media-library', icon: 'video' },
  { source: 'quiz', to: '/quiz', icon: 'badge' },
];

/** "How to earn points": one line per kind of completion, linking to where it is done, with what I did of each. */
export function EarnPoints({ earned }: { earned?: TPlayer['earned'] }) {
  const { t, i18n } = useTranslation('players');
  const pointsText = usePointsText();
  return (
    <section aria-labelledby="earn-points-title" className="rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <h2 id="earn-points-title" className="px-5 pt-5 text-base font-semibold text-ink-900">
        {t('earn.title')}
      </h2>
      <p className="px-5 pt-1 text-sm text-ink-600">{t('earn.intro')}</p>
      <ul className="flex flex-col gap-1 p-3">
        {WAYS.map(({ source, to, icon }) => (
          <li key={source}>
            <Link to={to} className={`flex items-center gap-3 rounded-xl px-2 py-2 transition hover:bg-ink-50 ${focusRing}`}>
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon name={icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1 text-sm font-medium text-ink-800">
                {t(`earn.${source}`)}
                {earned ? (
                  <span className="block text-xs font-normal text-ink-500">
                    {t('earn.yours', {
                      n: formatNumber(earned[source], i18n.language),
                      points: pointsText(earned[source] * POINTS[source]),
                    })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-bold text-emerald-700 tabular-nums">
                +{pointsText(POINTS[source])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
