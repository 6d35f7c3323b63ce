import { consoleEndpoints, type TConsoleApp } from '@atrium/contracts/app-console';
import type { ConsoleAppCreateBody } from '@/features/console/utils/listing-form';
import { apiFetch } from '@/lib/api-client';
import { useConsoleMutation } from './use-console-mutation';

/** POST /api/v1/console/apps: a new draft (the server adds a free plan so it can be installed once live). */
export async function createConsoleApp(body: ConsoleAppCreateBody, token: string | null): Promise<TConsoleApp> {
  return apiFetch(consoleEndpoints.create, { body, token });
}

export function useCreateConsoleApp() {
  return useConsoleMutation(createConsoleApp);
}
