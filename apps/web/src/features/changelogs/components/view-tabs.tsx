import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

/** Published entries or my drafts (managers only): two toggle buttons, the chosen one pressed. */
export function ViewTabs({ drafts, onChange }: { drafts: boolean; onChange: (drafts: boolean) => void }) {
  const { t } = useTranslation('updates');
  const tab = (active: boolean) =>
    `rounded-lg px-4 py-1.5 text-sm font-medium transition ${focusRing} ${
      active ? 'bg-white text-ink-900 shadow-sm ring-1 ring-ink-200' : 'text-ink-600 hover:text-ink-900'
    }`;
  return (
    <fieldset aria-label={t('changelogs.tabs.label')} className="mt-6 inline-flex gap-1 rounded-xl bg-ink-100 p-1">
      <button type="button" aria-pressed={!drafts} onClick={() => onChange(false)} className={tab(!drafts)}>
        {t('changelogs.tabs.published')}
      </button>
      <button type="button" aria-pressed={drafts} onClick={() => onChange(true)} className={tab(drafts)}>
        {t('changelogs.tabs.drafts')}
      </button>
    </fieldset>
  );
}
