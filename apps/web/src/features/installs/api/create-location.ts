import { locationEndpoints, type TLocation } from '@atrium/contracts/installs';
import { apiFetch } from '@/lib/api-client';
import { agencyLocationsKey } from '@/lib/queries/agency-locations';
import { getInstalledApps } from './get-installed-apps';
import { useInstallMutation } from './use-install-mutation';

/** POST /api/v1/agency/locations (agency admins): creates a location; 201 with the new location. */
export async function createLocation(body: { name: string }, token: string | null): Promise<TLocation> {
  return apiFetch(locationEndpoints.create, { body, token });
}

export interface CreatedLocation {
  location: TLocation;
  /** Apps the server installed on it because the agency installs them on all locations; null when that list failed to load. */
  autoInstalled: number | null;
}

/**
 * Creates the location, then reads its installed apps: the server installs the "all locations" apps in
 * the same transaction but does not say how many, and a new location has nothing else installed.
 */
export async function createLocationAndCount(body: { name: string }, token: string | null): Promise<CreatedLocation> {
  const location = await createLocation(body, token);
  const autoInstalled = await getInstalledApps(location._id, token).then(
    (list) => list.apps.length,
    () => null,
  );
  return { location, autoInstalled };
}

/** The write invalidates the whole feature: the locations list, the install dialog's pickers and the new location's apps. */
export function useCreateLocation() {
  return useInstallMutation(createLocationAndCount, { alsoStale: [agencyLocationsKey] });
}
