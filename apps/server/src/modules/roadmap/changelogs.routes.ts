import { changelogEndpoints as api } from '@atrium/contracts/changelogs';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import {
  createChangelog,
  deleteChangelog,
  getChangelog,
  listChangelogs,
  publishChangelog,
  updateChangelog,
} from './changelogs.service';
import { CHANGELOG_TOPIC } from './changelogs-view';

/** Changelog entries: published ones for everyone, drafts and writing for the managers of their roadmap. */
export async function changelogRoutes(app: FastifyInstance) {
  // Written entries are announced for what follows them (the AI knowledge index): platform/content-writes.ts.
  const saved = <T extends { _id: string }>(entry: T) => {
    app.contentWrites.emit({ topic: CHANGELOG_TOPIC, id: entry._id, deleted: false });
    return entry;
  };
  route(app, api.list, ({ db, actor, query }) => listChangelogs({ db, actor, query }));
  route(app, api.get, ({ db, actor, params }) => getChangelog({ db, actor, id: params.id }));
  route(app, api.create, async ({ db, actor, body }) => saved(await createChangelog({ db, actor, input: body })));
  route(app, api.update, async ({ db, actor, params, body }) =>
    saved(await updateChangelog({ db, actor, id: params.id, input: body })),
  );
  route(app, api.remove, async ({ db, actor, params }) => {
    await deleteChangelog({ db, actor, id: params.id });
    app.contentWrites.emit({ topic: CHANGELOG_TOPIC, id: params.id, deleted: true });
  });
  route(app, api.publish, async ({ db, actor, params }) => saved(await publishChangelog({ db, actor, id: params.id })));
}
