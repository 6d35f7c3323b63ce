import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/ui/rich-text';
import { TextareaField } from '../../../components/ui/textarea-field';

export interface RichTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  rows?: number;
}

/**
 * The body as HTML within the allow-list, beside a live preview of exactly what survives sanitising: the
 * server applies the same list on write, so the preview is what readers will see.
 */
export function RichTextField({ label, name, value, onChange, error, rows = 10 }: RichTextFieldProps) {
  const { t } = useTranslation('updates');
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextareaField
        label={label}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        hint={t('editor.bodyHint')}
        rows={rows}
        dir="auto"
        className="font-mono text-xs leading-relaxed"
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-800">{t('editor.preview')}</p>
        <div className="max-h-80 min-h-32 overflow-y-auto rounded-lg border border-dashed border-ink-300 bg-ink-50 p-4">
          {value.trim() ? (
            <RichText html={value} deferred />
          ) : (
            <p className="text-xs text-ink-400 italic">{t('editor.previewEmpty')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
