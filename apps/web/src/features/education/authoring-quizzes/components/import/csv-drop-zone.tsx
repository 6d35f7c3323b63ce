import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRingOffset } from '@/components/ui/focus-ring';
import { Icon } from '@/components/ui/icon';
import type { ChosenFile } from '@/features/education/authoring-quizzes/hooks/use-csv-import';
import { type CsvFileProblem, fileSize } from '@/features/education/authoring-quizzes/utils/csv-file';

export interface CsvDropZoneProps {
  file: ChosenFile | null;
  problem: CsvFileProblem | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * Where the CSV goes in: dropped on it, or chosen through the file dialog it opens. The zone is a real button, so
 * keyboard and screen-reader users choose a file the same way; the input behind it is only the browser's dialog.
 */
export function CsvDropZone({ file, problem, disabled, onFile }: CsvDropZoneProps) {
  const { t, i18n } = useTranslation('authoring-quizzes');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <div>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        aria-describedby={problem ? 'csv-file-problem' : 'csv-file-hint'}
        className={`flex w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition ${focusRingOffset} disabled:cursor-not-allowed disabled:opacity-60 ${
          over
            ? 'border-brand-500 bg-brand-50'
            : problem
              ? 'border-red-300 bg-red-50/40'
              : 'border-ink-300 bg-ink-50 hover:border-brand-400 hover:bg-brand-50/50'
        }`}
      >
        <span className="flex size-11 items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-ink-200">
          <Icon name="list" className="size-6" />
        </span>
        {file ? (
          <>
            <span className="text-sm font-semibold break-all text-ink-900">{file.name}</span>
            <span className="text-xs text-ink-500">
              {fileSize(file.size, i18n.language)} · {t('import.file.replace')}
            </span>
          </>
        ) : (
          <>
            <span className="text-sm font-semibold text-ink-900">{t('import.file.choose')}</span>
            <span className="text-xs text-ink-500">{t('import.file.orDrop')}</span>
          </>
        )}
      </button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="csv-file-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          // The same file can be chosen again after a fix.
          e.target.value = '';
        }}
      />
      {problem ? (
        <p id="csv-file-problem" role="alert" className="mt-2 text-sm text-red-600">
          {t(`import.file.problems.${problem}`)}
        </p>
      ) : (
        <p id="csv-file-hint" className="mt-2 text-xs text-ink-500">
          {t('import.file.hint')}
        </p>
      )}
    </div>
  );
}
