import { csvImportEndpoints, type TCsvImportReport, type TCsvTarget } from '@atrium/contracts/csv-import';
import { apiFetch } from '@/lib/api-client';

export interface UploadCsvInput {
  target: TCsvTarget;
  parentId: string | null;
  mode: 'preview' | 'import';
  text: string;
  token: string | null;
  signal?: AbortSignal;
}

/** POST /api/v1/uploadCsv with the CSV text as a `text/csv` body (the endpoint's contentType): a report per row. */
export function uploadCsv({ target, parentId, mode, text, token, signal }: UploadCsvInput): Promise<TCsvImportReport> {
  return apiFetch(csvImportEndpoints.upload, {
    query: { target, parentId: parentId ?? undefined, mode },
    body: text,
    token,
    signal,
  });
}
