import { crmImportEndpoints, type TCrmImport, type TCrmImportEncoding, type TCrmImportKind } from '@atrium/contracts/crm-imports';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { crmKeys } from './crm-keys';

export const IMPORTS_PAGE_SIZE = 10;
export const IMPORT_ERRORS_PAGE_SIZE = 100;

/** GET /api/v1/crm/imports: the agency's imports (of one kind, or all), newest first. */
export const importsQuery = (kind?: TCrmImportKind) =>
  infiniteQueryOptions({
    queryKey: crmKeys.importsOf(kind),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(crmImportEndpoints.list, { query: { kind, limit: IMPORTS_PAGE_SIZE, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

/** GET /api/v1/crm/imports/:id */
export const importQuery = (id: string) =>
  queryOptions({
    queryKey: crmKeys.import(id),
    queryFn: ({ signal }) => apiFetch(crmImportEndpoints.get, { params: { id }, signal }),
  });

/** GET /api/v1/crm/imports/:id/errors: row errors in file order. */
export const importErrorsQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: crmKeys.importErrors(id),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(crmImportEndpoints.errors, {
        params: { id },
        query: { limit: IMPORT_ERRORS_PAGE_SIZE, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
  });

export const useImports = (kind?: TCrmImportKind) => useInfiniteQuery(importsQuery(kind));
export const useImport = (id: string | null) => useQuery({ ...importQuery(id ?? ''), enabled: Boolean(id) });
export const useImportErrors = (id: string, enabled: boolean) => useInfiniteQuery({ ...importErrorsQuery(id), enabled });

export interface UploadInput {
  kind: TCrmImportKind;
  file: File;
  encoding?: TCrmImportEncoding;
}

/** POST /api/v1/crm/imports (multipart "file"): the server reads the file and proposes a mapping. */
export function uploadImport({ kind, file, encoding }: UploadInput): Promise<TCrmImport> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch(crmImportEndpoints.upload, { query: { kind, encoding }, body: form });
}

/** Every step answers the import as it now stands: it replaces the cached one, and the history is read again. */
function useImportStep<I>(step: (input: I) => Promise<TCrmImport>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: (done) => {
      client.setQueryData(crmKeys.import(done._id), done);
      void client.invalidateQueries({ queryKey: crmKeys.importErrors(done._id) });
      void client.invalidateQueries({ queryKey: crmKeys.imports });
    },
  });
}

export const useUploadImport = () => useImportStep(uploadImport);

/** POST /api/v1/crm/imports/:id/check with the confirmed mapping. */
export const useCheckImport = () =>
  useImportStep(({ id, mapping }: { id: string; mapping: (string | null)[] }) =>
    apiFetch(crmImportEndpoints.check, { params: { id }, body: { mapping } }),
  );

/** POST /api/v1/crm/imports/:id/run: the good rows are written on the job queue. */
export const useRunImport = () => useImportStep((id: string) => apiFetch(crmImportEndpoints.run, { params: { id } }));

/** DELETE /api/v1/crm/imports/:id: discards an import that has not started writing. */
export function useDiscardImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(crmImportEndpoints.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: crmKeys.import(id) });
      void client.invalidateQueries({ queryKey: crmKeys.imports });
    },
  });
}
