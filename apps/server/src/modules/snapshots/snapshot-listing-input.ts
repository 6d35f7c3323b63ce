import { ZImageRef } from '@atrium/contracts/app-console';
import type { ZSnapshotCreate, ZSnapshotUpdate } from '@atrium/contracts/snapshots';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { sanitizeOptionalRichText } from '../../platform/html';
import { fieldError } from '../education/content-access';
import { snapshotFolders } from './snapshots.tables';

/** The checks a listing's fields need beyond the contract's shapes, shared by publishing and editing. */

type ListingFields = z.output<typeof ZSnapshotUpdate>;

/** An image is an https address or a file from the image upload; anything else is a 400 naming the field. */
function assertImages(fields: ListingFields) {
  if (fields.coverUrl && !ZImageRef.safeParse(fields.coverUrl).success) {
    throw fieldError('coverUrl', 'Use an https:// address or upload an image');
  }
  for (const [i, url] of (fields.screenshots ?? []).entries()) {
    if (!ZImageRef.safeParse(url).success) throw fieldError(`screenshots.${i}`, 'Use an https:// address or upload an image');
  }
}

/** A listing sits in one of its agency's folders; any other id is a 404 for the folder, as for a missing one. */
export async function assertFolder(db: DbOrTx, agencyId: string | null, folderId: string | null | undefined) {
  if (!folderId) return;
  const [folder] = agencyId
    ? await db
        .select({ _id: snapshotFolders._id })
        .from(snapshotFolders)
        .where(and(eq(snapshotFolders._id, folderId), eq(snapshotFolders.agencyId, agencyId)))
        .limit(1)
    : [];
  if (!folder) {
    throw new AppError(404, 'not_found', 'Folder not found', [{ path: ['folderId'], message: 'Choose one of your folders' }]);
  }
}

/** Each key once: it names the CRM custom value the field fills. */
export function assertUniqueKeys(fields: z.output<typeof ZSnapshotCreate>['customFields']) {
  const seen = new Set<string>();
  for (const [i, field] of fields.entries()) {
    if (seen.has(field.key)) throw fieldError(`customFields.${i}.key`, `The key ${field.key} is used twice`);
    seen.add(field.key);
  }
}

/** Column values of the given listing fields, checked and sanitised; fields left out stay out. */
export function listingColumns(fields: ListingFields) {
  assertImages(fields);
  const { price, description, tags, ...rest } = fields;
  return {
    ...rest,
    ...(description !== undefined ? { description: sanitizeOptionalRichText(description) ?? null } : {}),
    ...(tags !== undefined ? { tags: [...new Set(tags)] } : {}),
    ...(price !== undefined ? { priceCents: price?.amountCents ?? null, currency: price?.currency ?? null } : {}),
  };
}
