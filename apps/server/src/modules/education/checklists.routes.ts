import { ZChecklistResetResponse } from '@atrium/contracts/checklists';
import { ZIdParams } from '@atrium/contracts/common';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { notFound } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { clearProgress } from '../../platform/resources/content-progress';
import { readScope } from '../../platform/resources/resource-scope';
import type { Actor } from '../../platform/tenancy/actor';
import { requireUser } from '../../platform/tenancy/actor';
import { checklistItemResource, checklistResource } from './checklists.resource';
import { checklistItems, checklists } from './checklists.tables';

/** Clears the actor's completions on one checklist they can read (the page's Reset), at their location. */
export async function resetChecklist({ db, actor, id }: { db: Db; actor: Actor; id: string }) {
  requireUser(actor);
  const [checklist] = isUuid(id)
    ? await db
        .select({ _id: checklists._id })
        .from(checklists)
        .where(and(eq(checklists._id, id), readScope(checklistResource, actor), checklistResource.readFilter?.(actor)))
        .limit(1)
    : [];
  if (!checklist) throw notFound('Checklist');
  const itemIds = db.select({ _id: checklistItems._id }).from(checklistItems).where(eq(checklistItems.checklistId, id));
  const cleared = await clearProgress({ db, actor, def: checklistItemResource, itemIds });
  return { data: { cleared } };
}

export async function checklistRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/checklists/:id/reset',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['Checklists'],
        summary: 'Clear my completions on a checklist (at my location) to start it again',
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: { 200: ZChecklistResetResponse },
      },
    },
    (request) => resetChecklist({ db: app.deps.db, actor: request.actor, id: request.params.id }),
  );
}
