import { consoleEndpoints, type TConsoleApp } from '@atrium/contracts/app-console';
import { apiFetch } from '@/lib/api-client';
import { useConsoleMutation } from './use-console-mutation';

/** The four review steps share one shape: POST /api/v1/console/apps/:id/<step>, answered with the app. */
export type LifecycleStep = 'submit' | 'approve' | 'reject' | 'deprecate';

export interface LifecycleInput {
  id: string;
  step: LifecycleStep;
  /** Only `reject` takes one: the reason the creator will read. */
  reason?: string;
}

export async function moveApp({ id, step, reason }: LifecycleInput, token: string | null): Promise<TConsoleApp> {
  if (step === 'reject') return apiFetch(consoleEndpoints.reject, { params: { id }, body: { reason: reason ?? '' }, token });
  return apiFetch(consoleEndpoints[step], { params: { id }, token });
}

export function useMoveApp() {
  return useConsoleMutation(moveApp);
}
