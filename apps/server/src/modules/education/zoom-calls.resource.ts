import { type TZoomCall, zoomCallGroup } from '@atrium/contracts/zoom-calls';
import { eq, type SQL, sql } from 'drizzle-orm';
import { sanitizeOptionalRichText } from '../../platform/html';
import { defineResource, type ResourceDefinition } from '../../platform/resources/resource-definition';
import { isoTimes, ownerOfRow, PARTNER_OWNED, publishedOrOwn, writesContent } from './content-access';
import { zoomCalls } from './zoom-calls.tables';

/** A call is past once it has ended (start plus duration), not when it starts: one in progress is still joinable. */
const endsAt = sql`${zoomCalls.startsAt} + make_interval(mins => ${zoomCalls.durationMinutes})`;
const whenFilter = (when: 'upcoming' | 'past' | undefined): SQL | undefined =>
  when === 'upcoming' ? sql`${endsAt} > now()` : when === 'past' ? sql`${endsAt} <= now()` : undefined;

export const zoomCallResource: ResourceDefinition = defineResource({
  group: zoomCallGroup,
  table: zoomCalls,
  scope: 'shared',
  ...PARTNER_OWNED,
  access: { read: () => true, write: writesContent },
  locationHides: { key: 'zoom-call' },
  readFilter: (actor) => publishedOrOwn(zoomCalls, actor),
  filters: (query) => [whenFilter(query.when), query.status ? eq(zoomCalls.status, query.status) : undefined],
  prepare: (input) => {
    const values: Record<string, unknown> = { ...input };
    if ('description' in input) values.description = sanitizeOptionalRichText(input.description as string | null) || null;
    if (typeof input.startsAt === 'string') values.startsAt = new Date(input.startsAt);
    return values;
  },
  toItem: (row): TZoomCall => ({
    _id: row._id,
    title: row.title,
    description: row.description,
    hostName: row.hostName,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    joinUrl: row.joinUrl,
    recordingUrl: row.recordingUrl,
    status: row.status,
    owner: ownerOfRow(row),
    ...isoTimes(row),
  }),
});
