import {
  CRM_IMPORT_ENCODINGS,
  CRM_IMPORT_MAX_ROWS,
  type TCrmImport,
  type TCrmImportEncoding,
  type TCrmImportKind,
} from '@atrium/contracts/crm-imports';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCheckImport, useDiscardImport, useImport, useRunImport, useUploadImport } from '@/features/crm/api/imports';
import { mappingProblems, sameMapping } from '@/features/crm/utils/import-mapping';
import { formatNumber } from '@/lib/format';
import { FileDrop } from './file-drop';
import { ImportErrors } from './import-errors';
import { ImportMapping } from './import-mapping';
import { ProgressBar } from './progress-bar';

export interface CsvImportFlowProps {
  kind: TCrmImportKind;
  /** An import to continue (opened from the history); the flow follows it from there. */
  importId: string | null;
  onImportChange: (id: string | null) => void;
}

/**
 * Upload → preview and column mapping → check (per-row errors) → confirm → progress → result. The import lives on
 * the server, so leaving and coming back (or opening it from the history) resumes where it stands.
 */
export function CsvImportFlow({ kind, importId, onImportChange }: CsvImportFlowProps) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'imports' });
  const current = useImport(importId);
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const send = (chosen: File, encoding?: TCrmImportEncoding) => {
    setFile(chosen);
    upload.mutate({ kind, file: chosen, encoding }, { onSuccess: (done) => onImportChange(done._id) });
  };

  if (!importId)
    return (
      <div className="flex flex-col gap-3">
        <FileDrop onFile={(chosen) => send(chosen)} disabled={upload.isPending} />
        <p className="text-xs text-ink-500">{t('file.limits', { rows: formatNumber(CRM_IMPORT_MAX_ROWS, i18n.language) })}</p>
        {upload.isPending ? <p className="text-sm text-ink-700">{t('file.uploading', { name: file?.name ?? '' })}</p> : null}
        {upload.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {upload.error.message}
          </p>
        ) : null}
      </div>
    );
  if (current.isPending) return <p className="text-sm text-ink-600">{t('loading')}</p>;
  if (current.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {current.error.message}
      </p>
    );
  const source = current.data;
  if (source.status === 'uploaded' || source.status === 'checked')
    return (
      <ImportPreview
        key={source._id}
        source={source}
        file={file}
        rereading={upload.isPending}
        onReread={(encoding) => file && send(file, encoding)}
        onClose={() => onImportChange(null)}
      />
    );
  return <ImportResult source={source} onAnother={() => onImportChange(null)} />;
}

interface PreviewProps {
  source: TCrmImport;
  /** The picked file, kept so it can be read again in another encoding (not when opened from the history). */
  file: File | null;
  rereading: boolean;
  onReread: (encoding: TCrmImportEncoding) => void;
  onClose: () => void;
}

function ImportPreview({ source, file, rereading, onReread, onClose }: PreviewProps) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'imports' });
  const n = (value: number) => formatNumber(value, i18n.language);
  const [mapping, setMapping] = useState(source.mapping);
  const check = useCheckImport();
  const run = useRunImport();
  const discard = useDiscardImport();
  const encodingId = useId();
  const problems = mappingProblems(source.kind, mapping);
  const stepError = check.error ?? run.error ?? discard.error;
  const checked = source.status === 'checked' && sameMapping(mapping, source.mapping);
  const resultRef = useRef<HTMLDivElement>(null);
  // After a check, the counts are what to read next.
  useEffect(() => {
    if (checked) resultRef.current?.focus();
  }, [checked]);

  const problemText = (problem: (typeof problems)[number]) =>
    problem.kind === 'name' ? t('problems.name') : t(`problems.${problem.kind}`, { field: t(`fields.${problem.field}`) });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-700">
          <span className="font-semibold text-ink-900" dir="auto">
            {source.fileName}
          </span>{' '}
          · {t('rows', { rows: n(source.rowCount) })}
        </p>
        {file ? (
          <div className="flex items-center gap-2 text-sm">
            <label htmlFor={encodingId} className="text-ink-600">
              {t('encoding')}
            </label>
            <select
              id={encodingId}
              value={source.encoding}
              disabled={rereading}
              onChange={(e) => onReread(e.target.value as TCrmImportEncoding)}
              className="h-9 rounded-lg border border-ink-200 bg-white px-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            >
              {CRM_IMPORT_ENCODINGS.map((encoding) => (
                <option key={encoding} value={encoding}>
                  {t(`encodings.${encoding}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className="text-sm text-ink-600">{t('encodingRead', { encoding: t(`encodings.${source.encoding}`) })}</p>
        )}
      </div>
      <h3 className="text-base font-semibold text-ink-900">{t('mapping.title')}</h3>
      <ImportMapping source={source} mapping={mapping} onChange={setMapping} disabled={check.isPending} />
      {problems.length > 0 ? (
        <ul
          role="alert"
          className="list-inside list-disc rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {problems.map((problem) => (
            <li key={`${problem.kind}-${'field' in problem ? problem.field : ''}`}>{problemText(problem)}</li>
          ))}
        </ul>
      ) : null}
      {source.toCrm ? <p className="text-sm text-ink-700">{t(source.kind === 'users' ? 'toCrmUsers' : 'toCrm')}</p> : null}

      {checked && source.valid !== null ? (
        <div ref={resultRef} tabIndex={-1} className="flex flex-col gap-3 rounded-xl bg-ink-50 p-4 outline-none">
          <p className="text-sm text-ink-900">{t('checked', { valid: n(source.valid), invalid: n(source.invalid ?? 0) })}</p>
          <ImportErrors importId={source._id} count={source.invalid ?? 0} />
        </div>
      ) : null}
      {stepError ? (
        <p role="alert" className="text-sm text-red-700">
          {stepError.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {checked ? (
          <Button onClick={() => run.mutate(source._id)} loading={run.isPending} disabled={!source.valid}>
            {t('run', { valid: n(source.valid ?? 0) })}
          </Button>
        ) : (
          <Button
            onClick={() => check.mutate({ id: source._id, mapping })}
            loading={check.isPending}
            disabled={problems.length > 0}
          >
            {t('check')}
          </Button>
        )}
        <Button variant="ghost" loading={discard.isPending} onClick={() => discard.mutate(source._id, { onSuccess: onClose })}>
          {t('discard')}
        </Button>
      </div>
    </div>
  );
}

function ImportResult({ source, onAnother }: { source: TCrmImport; onAnother: () => void }) {
  const { t, i18n } = useTranslation('crm', { keyPrefix: 'imports' });
  const n = (value: number) => formatNumber(value, i18n.language);
  const going = source.status === 'queued' || source.status === 'running';
  const valid = source.valid ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900" dir="auto">
          {source.fileName}
        </span>
      </p>
      <div className="flex flex-col gap-2" aria-live="polite">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium text-ink-900">{t(`status.${source.status}`)}</span>
          <span className="text-ink-600 tabular-nums">{t('progress', { done: n(source.processed), total: n(valid) })}</span>
        </div>
        <ProgressBar
          value={going ? source.processed : Math.max(source.processed, valid)}
          max={valid}
          label={t('progressLabel')}
        />
      </div>
      {!going ? (
        <p className="text-sm text-ink-800">
          {t('result', {
            created: n(source.created),
            updated: n(source.updated),
            unchanged: n(source.unchanged),
            failed: n(source.failed + (source.invalid ?? 0)),
          })}
        </p>
      ) : null}
      {source.message ? (
        <p role="alert" className="text-sm text-red-700">
          {source.message}
        </p>
      ) : null}
      {!going ? <ImportErrors importId={source._id} count={(source.invalid ?? 0) + source.failed} /> : null}
      <div>
        <Button variant={going ? 'secondary' : 'primary'} onClick={onAnother}>
          {t('another')}
        </Button>
      </div>
    </div>
  );
}
