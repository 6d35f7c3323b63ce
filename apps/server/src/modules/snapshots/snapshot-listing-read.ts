import type { Db } from '../../db/client';
import type { Actor } from '../../platform/tenancy/actor';
import { readListing } from './snapshot-access';
import { listingDetail, listingItems } from './snapshot-listing-items';

/** `GET /snap_shot/get-snapshot`: one listing's card; a 404 for one the viewer may not read. */
export async function getListing(opts: { db: Db; actor: Actor; id: string }) {
  const [item] = await listingItems(opts.db, opts.actor, [await readListing(opts)]);
  return item!;
}

/** `GET /snap_shot/get-single-snapshot`: one listing whole (contents, custom fields, versions). */
export async function getListingDetail(opts: { db: Db; actor: Actor; id: string }) {
  return listingDetail(opts.db, opts.actor, await readListing(opts));
}
