import { consoleEndpoints, type TConsoleApp } from '@atrium/contracts/app-console';
import { apiFetch } from '@/lib/api-client';
import { useConsoleMutation } from './use-console-mutation';

export interface AddConsoleVersionInput {
  id: string;
  body: { version: string; notes: string };
}

/** POST /api/v1/console/apps/:id/versions: a release; the server answers 409 unless it is newer than the last. */
export async function addConsoleVersion({ id, body }: AddConsoleVersionInput, token: string | null): Promise<TConsoleApp> {
  return apiFetch(consoleEndpoints.addVersion, { params: { id }, body, token });
}

export function useAddConsoleVersion() {
  return useConsoleMutation(addConsoleVersion);
}
