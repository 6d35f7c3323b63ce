import { SNAPSHOT_ASSET_TYPES } from '@atrium/contracts/snapshots';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '@/components/ui/textarea-field';
import type { ContentsDraft } from '@/features/snapshot-manager/utils/contents-draft';

interface ContentsEditorProps {
  value: ContentsDraft;
  onChange: (value: ContentsDraft) => void;
  /** Open (and say why) when the server asked for the contents. */
  required: boolean;
}

/**
 * What the snapshot holds, for a CRM that does not report it (decision 027: only the sandbox does). Folded away
 * unless the server asked for it; the asset types' names are the listing page's ('snapshots' namespace).
 */
export function ContentsEditor({ value, onChange, required }: ContentsEditorProps) {
  const { t } = useTranslation(['snapshot-manager', 'snapshots']);
  return (
    <details open={required || undefined} className="group rounded-xl border border-ink-200 bg-white">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-ink-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
        {t('contents.title')}
      </summary>
      <div className="space-y-4 border-t border-ink-100 p-4">
        <p className={`text-sm ${required ? 'font-medium text-red-700' : 'text-ink-600'}`} role={required ? 'alert' : undefined}>
          {required ? t('contents.required') : t('contents.hint')}
        </p>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('contents.title')}</legend>
          {SNAPSHOT_ASSET_TYPES.map((type) => (
            <TextareaField
              key={type}
              label={t(`snapshots:assetTypes.${type}`)}
              name={`contents-${type}`}
              value={value[type]}
              rows={2}
              dir="auto"
              onChange={(event) => onChange({ ...value, [type]: event.target.value })}
            />
          ))}
        </fieldset>
      </div>
    </details>
  );
}
