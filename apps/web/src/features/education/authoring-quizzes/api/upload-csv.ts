import { csvImportEndpoints, type TCsvImportReport, type TCsvTarget } from '@atrium/contracts/csv-import';
import { ApiError, endpointUrl } from '../../../../lib/api-client';

export interface UploadCsvInput {
  target: TCsvTarget;
  parentId: string | null;
  mode: 'preview' | 'import';
  text: string;
  token: string | null;
  signal?: AbortSignal;
}

const upload = csvImportEndpoints.upload;

/**
 * POST /api/v1/uploadCsv with the CSV text as a `text/csv` body. Not through apiFetch, which sends every body
 * but a FormData as JSON; the URL is the endpoint's (endpointUrl) and the error the wrapper's own, so callers
 * handle it like any other call.
 */
export async function uploadCsv({ target, parentId, mode, text, token, signal }: UploadCsvInput): Promise<TCsvImportReport> {
  const url = endpointUrl(upload, undefined, { target, parentId, mode });
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'text/csv' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: upload.method, headers, body: new Blob([text], { type: 'text/csv' }), signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    const message = err instanceof Error ? err.message : 'Network error';
    throw new ApiError(message, { status: 0, code: 'network_error', data: err });
  }
  const data: unknown = await response.json().catch(() => null);
  // The endpoint answers `{ data: report }` (a `data` endpoint): the envelope comes off here, as apiFetch does.
  if (response.ok) return (data as { data: TCsvImportReport }).data;
  const body = (data as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  throw new ApiError(typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`, {
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : 'http_error',
    data,
  });
}
