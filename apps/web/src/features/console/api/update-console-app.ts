import { consoleEndpoints, type TConsoleApp } from '@atrium/contracts/app-console';
import type { ConsoleAppUpdateBody } from '@/features/console/utils/listing-form';
import { apiFetch } from '@/lib/api-client';
import { useConsoleMutation } from './use-console-mutation';

export interface UpdateConsoleAppInput {
  id: string;
  body: ConsoleAppUpdateBody;
}

/** PUT /api/v1/console/apps/:id: the whole listing; a live app stays live. */
export async function updateConsoleApp({ id, body }: UpdateConsoleAppInput, token: string | null): Promise<TConsoleApp> {
  return apiFetch(consoleEndpoints.update, { params: { id }, body, token });
}

export function useUpdateConsoleApp() {
  return useConsoleMutation(updateConsoleApp);
}
