import type { TAppInstallState, TInstalledApps } from '@atrium/contracts/installs';

/**
 * One installed-apps list (a location's, or the agency's own) brought to an app's new installs, taken
 * from the viewer's state the install or uninstall answered with (it holds every active install the
 * viewer sees). 'refetch' when the app is new to the list: its card is not in hand.
 */
export function installedAfter(data: TInstalledApps, appId: string, state: TAppInstallState): TInstalledApps | 'refetch' {
  const place = data.location?._id ?? null;
  const wanted = state.installs.filter((i) => i.appId === appId && i.status === 'active' && i.locationId === place);
  const listed = data.apps.filter((item) => item.install.appId === appId);
  if (wanted.length === 0)
    return listed.length === 0 ? data : { ...data, apps: data.apps.filter((item) => item.install.appId !== appId) };
  if (listed.length === 0) return 'refetch';
  const [install] = wanted;
  return { ...data, apps: data.apps.map((item) => (item.install.appId === appId && install ? { ...item, install } : item)) };
}
