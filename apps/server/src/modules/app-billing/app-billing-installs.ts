import type { TInstall } from '@atrium/contracts/installs';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectInstalls, toInstall } from '../apps/install-scope';
import { appInstalls } from '../apps/installs.tables';

/** The active installs a subscription holds, as the install endpoints show them. */
export async function subscriptionInstalls(db: Db, subscriptionId: string): Promise<TInstall[]> {
  const rows = await selectInstalls(db)
    .where(and(eq(appInstalls.subscriptionId, subscriptionId), eq(appInstalls.status, 'active')))
    .orderBy(asc(appInstalls.appId), asc(appInstalls.locationId));
  return rows.map(toInstall);
}
