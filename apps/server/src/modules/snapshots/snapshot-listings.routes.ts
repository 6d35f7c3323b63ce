import { snapshotEndpoints as api } from '@atrium/contracts/snapshots';
import type { FastifyInstance } from 'fastify';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { registerResource } from '../../platform/resources/resource-routes';
import { route } from '../../platform/routes/route';
import { SNAPSHOT_LISTING_TOPIC } from './snapshot-access';
import { snapshotFieldResource } from './snapshot-fields.resource';
import { snapshotFolderResource } from './snapshot-folders.resource';
import type { ListingCrm } from './snapshot-listing-crm';
import { listListings } from './snapshot-listing-list';
import { getListing, getListingDetail } from './snapshot-listing-read';
import { createListing, deleteListing, updateListing } from './snapshot-listing-write';
import { publishVersion } from './snapshot-versions';

/** Listings, versions, folders and custom fields. */
export async function registerSnapshotListingRoutes(app: FastifyInstance) {
  const { crm: settings, secrets } = app.deps;
  const crm: ListingCrm = {
    settings: settings ?? null,
    secrets,
    client: settings ? createCrmClient({ apiUrl: settings.apiUrl }) : null,
  };

  // Written listings are announced for what follows them (the AI knowledge index): platform/content-writes.ts.
  const saved = <T extends { _id: string }>(listing: T) => {
    app.contentWrites.emit({ topic: SNAPSHOT_LISTING_TOPIC, id: listing._id, deleted: false });
    return listing;
  };
  route(app, api.list, ({ db, actor, query }) => listListings({ db, actor, query }));
  route(app, api.get, ({ db, actor, query }) => getListing({ db, actor, id: query.snapshot_id }));
  route(app, api.getSingle, ({ db, actor, query }) => getListingDetail({ db, actor, id: query.snapshot_id }));
  route(app, api.create, async ({ db, actor, body }) => saved(await createListing({ db, actor, crm, input: body })));
  route(app, api.update, async ({ db, actor, params, body }) =>
    saved(await updateListing({ db, actor, crm, id: params.id, input: body })),
  );
  route(app, api.remove, async ({ db, actor, params }) => {
    await deleteListing({ db, actor, id: params.id });
    app.contentWrites.emit({ topic: SNAPSHOT_LISTING_TOPIC, id: params.id, deleted: true });
  });
  route(app, api.publishVersion, async ({ db, actor, body }) => saved(await publishVersion({ db, actor, crm, input: body })));

  registerResource(app, snapshotFolderResource);
  registerResource(app, snapshotFieldResource);
}
