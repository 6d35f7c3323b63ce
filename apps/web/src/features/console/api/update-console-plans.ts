import { consoleEndpoints, type TConsoleApp, type TConsolePlansBody } from '@atrium/contracts/app-console';
import { apiFetch } from '@/lib/api-client';
import { useConsoleMutation } from './use-console-mutation';

export interface UpdateConsolePlansInput {
  id: string;
  body: TConsolePlansBody;
}

/** PUT /api/v1/console/apps/:id/plans: the whole list in order; plans left out are deleted. */
export async function updateConsolePlans({ id, body }: UpdateConsolePlansInput, token: string | null): Promise<TConsoleApp> {
  return apiFetch(consoleEndpoints.plans, { params: { id }, body, token });
}

export function useUpdateConsolePlans() {
  return useConsoleMutation(updateConsolePlans);
}
