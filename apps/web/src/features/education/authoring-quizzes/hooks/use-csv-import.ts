import type { TCsvImportReport, TCsvRowReport, TCsvTarget } from '@atrium/contracts/csv-import';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadCsv } from '@/features/education/authoring-quizzes/api/upload-csv';
import { importChunks } from '@/features/education/authoring-quizzes/utils/csv-chunks';
import { type CsvFileProblem, csvFileProblem } from '@/features/education/authoring-quizzes/utils/csv-file';
import { type ImportProgress, runImport } from '@/features/education/authoring-quizzes/utils/run-import';
import { useSession } from '@/lib/session-store';

export interface ChosenFile {
  name: string;
  size: number;
  text: string;
}

export type ImportStop = { reason: 'cancelled' } | { reason: 'failed'; message: string } | null;

/**
 * The import screen's state: the chosen file, its preview (the server checks every row, writes none), then the
 * import of the good rows in chunks with real progress, cancellable between chunks. Nothing is dropped on an
 * error: the file, the preview and what was imported stay, and the rows not yet sent can be sent again.
 */
export function useCsvImport(target: TCsvTarget, parentId: string | null) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileProblem, setFileProblem] = useState<CsvFileProblem | null>(null);
  const [preview, setPreview] = useState<TCsvImportReport | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  /** Answers of the import so far, by the file's line. */
  const [imported, setImported] = useState<ReadonlyMap<number, TCsvRowReport>>(new Map());
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [importing, setImporting] = useState(false);
  const [stop, setStop] = useState<ImportStop>(null);
  const cancelled = useRef(false);
  const [cancelRequested, setCancelRequested] = useState(false);

  /** A preview (and any import) belongs to one file, target and list: changing any of them starts over. */
  const clearResults = useCallback(() => {
    setPreview(null);
    setPreviewError(null);
    setImported(new Map());
    setProgress(null);
    setStop(null);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target and the list are what start it over
  useEffect(clearResults, [target, parentId, clearResults]);

  const chooseFile = useCallback(
    async (chosen: File) => {
      const problem = csvFileProblem(chosen);
      setFileProblem(problem);
      if (problem) return;
      const text = await chosen.text();
      setFile({ name: chosen.name, size: chosen.size, text });
      clearResults();
    },
    [clearResults],
  );

  const runPreview = useCallback(async () => {
    if (!file) return;
    setPreviewing(true);
    setPreviewError(null);
    try {
      setPreview(await uploadCsv({ target, parentId, mode: 'preview', text: file.text, token }));
      setImported(new Map());
      setProgress(null);
      setStop(null);
    } catch (error) {
      setPreviewError(error instanceof Error ? error.message : String(error));
    } finally {
      setPreviewing(false);
    }
  }, [file, target, parentId, token]);

  /** Rows the preview found good and no import has answered yet. */
  const pending = preview ? preview.rows.filter((r) => r.ok && !imported.has(r.line)) : [];

  const runImportNow = useCallback(async () => {
    if (!preview) return;
    const rows = preview.rows.filter((r) => r.ok && !imported.has(r.line));
    if (rows.length === 0) return;
    cancelled.current = false;
    setCancelRequested(false);
    setImporting(true);
    setStop(null);
    setProgress({ done: 0, total: rows.length });
    const run = await runImport({
      chunks: importChunks(target, rows),
      send: async (chunk) => (await uploadCsv({ target, parentId, mode: 'import', text: chunk.text, token })).rows,
      onProgress: (next, answered) => {
        setProgress(next);
        setImported((current) => new Map([...current, ...answered.map((r) => [r.line, r] as const)]));
      },
      isCancelled: () => cancelled.current,
    });
    if (run.stopped === 'cancelled') setStop({ reason: 'cancelled' });
    if (run.stopped === 'failed')
      setStop({ reason: 'failed', message: run.error instanceof Error ? run.error.message : String(run.error) });
    setImporting(false);
    // The imported rows show on the checklist, onboarding and quiz screens.
    await queryClient.invalidateQueries({ queryKey: ['education'] });
  }, [preview, imported, target, parentId, token, queryClient]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    setCancelRequested(true);
  }, []);

  const startOver = useCallback(() => {
    setFile(null);
    setFileProblem(null);
    clearResults();
  }, [clearResults]);

  return {
    file,
    fileProblem,
    chooseFile,
    preview,
    previewError,
    previewing,
    runPreview,
    pending,
    imported,
    progress,
    importing,
    stop,
    runImport: runImportNow,
    cancel,
    cancelling: importing && cancelRequested,
    clearResults,
    startOver,
  };
}
