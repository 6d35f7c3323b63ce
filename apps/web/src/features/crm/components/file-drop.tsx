import { CRM_IMPORT_MAX_BYTES } from '@atrium/contracts/crm-imports';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatNumber } from '@/lib/format';

const looksLikeCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';

/**
 * A CSV picker: drop a file on the area, or reach the (visually hidden, focusable) file input with Tab and open the
 * system picker with Enter or Space. Wrong types and files over the server's size limit are refused here already.
 */
export function FileDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'imports.file' });
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!looksLikeCsv(file)) return setError(t('notCsv', { name: file.name }));
    if (file.size > CRM_IMPORT_MAX_BYTES)
      return setError(t('tooLarge', { mb: formatNumber(CRM_IMPORT_MAX_BYTES / 1024 / 1024, i18n.language) }));
    setError(null);
    onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };
  return (
    <div>
      <section
        aria-label={t('area')}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="csv-drop"
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition ${
          over ? 'border-brand-500 bg-brand-50' : 'border-ink-300 bg-white'
        }`}
      >
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          disabled={disabled}
          className="peer sr-only"
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            take(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'primary',
            'md',
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2',
          )}
        >
          {t('choose')}
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-ink-600">
          {t('hint')}
        </p>
      </section>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
