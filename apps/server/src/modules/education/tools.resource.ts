import { type TTool, toolGroup } from '@atrium/contracts/tools';
import { eq } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { tools } from './tools.tables';

export const toolResource: ResourceDefinition = defineResource({
  group: toolGroup,
  table: tools,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'tool' },
  readFilter: (actor) => publishedOrOwn(tools, actor),
  filters: (query) => [
    query.category ? eq(tools.category, query.category) : undefined,
    query.status ? eq(tools.status, query.status) : undefined,
  ],
  prepare: (input) =>
    'description' in input
      ? { ...input, description: sanitizeOptionalRichText(input.description as string | null) || null }
      : input,
  toItem: (row): TTool => ({
    _id: row._id,
    name: row.name,
    description: row.description,
    url: row.url,
    category: row.category,
    iconUrl: row.iconUrl,
    position: row.position,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});
