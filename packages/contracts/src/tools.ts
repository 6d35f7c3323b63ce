import { z } from 'zod';
import { ZImageRef } from './app-console';
import { ZHttpsUrl, ZId, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText, ZContentOwner, ZContentStatus, ZPosition } from './content';

/**
 * Tools (issue 4's `tools` group; SPEC 3 names it without fields): links to the software an agency's people
 * work with (a calculator, a template pack, a partner's portal), grouped by a free-text category and shown
 * on the education home. Owned like the rest of the area: the platform's for everyone, an agency's for its own.
 */

export const ZTool = z.object({
  _id: ZId,
  name: zText(),
  /** Sanitised rich text. */
  description: zText().nullable(),
  url: zText(),
  category: zText().nullable(),
  iconUrl: zText().nullable(),
  position: z.number().int(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TTool = z.infer<typeof ZTool>;
export const ZToolResponse = zData(ZTool);
export const ZToolList = zList(ZTool);

export const ZToolCreate = z
  .object({
    name: requiredText('Name', 120),
    description: optionalText(2_000),
    url: ZHttpsUrl,
    category: optionalText(60),
    iconUrl: ZImageRef.nullable().optional(),
    position: ZPosition.optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TToolCreate = z.input<typeof ZToolCreate>;
export const ZToolUpdate = ZToolCreate.partial().strict();
export const ZToolFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  category: zText().trim().max(60).optional(),
  status: ZContentStatus.optional(),
});

/** The tool group's declaration (resource-endpoints.ts): registered by tools.resource.ts. */
export const toolGroup = {
  path: '/api/v1/tools',
  tag: 'Tools',
  label: 'Tool',
  item: ZTool,
  create: ZToolCreate,
  update: ZToolUpdate,
  filter: ZToolFilter,
} as const;
