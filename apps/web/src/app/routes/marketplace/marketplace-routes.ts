import { redirect } from 'react-router';
import { screenOf } from '@/lib/chunk-errors';

/** A route's `lazy` for one marketplace screen (all of them are one chunk). */
export const marketplaceScreen = screenOf(() => import('./marketplace-screens'));

const UUID = /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * The loader of `/:app_id`, which would catch any one-segment path: only an app id (a UUID) opens the
 * app page, anything else still goes home (SPEC 2: unknown paths redirect to /) before any chunk
 * downloads. The longer app paths need no guard: a malformed id there shows 'App not found'.
 */
export function appIdGuard({ params }: { params: { app_id?: string } }) {
  if (!UUID.test(params.app_id ?? '')) throw redirect('/');
  return null;
}
