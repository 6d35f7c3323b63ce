import { z } from 'zod';
import { ZHttpsUrl, ZId, ZIsoDateTime, ZPageQuery, zData, zList, zText } from './common';
import { optionalText, requiredText, ZContentOwner, ZContentStatus } from './content';

/**
 * Group calls (issue 4, `/zoom_call`): upcoming and past calls with a join link and, once held, a recording.
 * Times are instants (UTC on the wire); the page shows them in the viewer's time zone.
 */

export const ZZoomCall = z.object({
  _id: ZId,
  title: zText(),
  /** Sanitised rich text. */
  description: zText().nullable(),
  hostName: zText().nullable(),
  startsAt: zText(),
  durationMinutes: z.number().int(),
  joinUrl: zText(),
  recordingUrl: zText().nullable(),
  status: ZContentStatus,
  owner: ZContentOwner,
  createdAt: zText(),
  updatedAt: zText(),
});
export type TZoomCall = z.infer<typeof ZZoomCall>;
export const ZZoomCallResponse = zData(ZZoomCall);
export const ZZoomCallList = zList(ZZoomCall);

export const ZZoomCallCreate = z
  .object({
    title: requiredText('Title', 200),
    description: optionalText(10_000),
    hostName: optionalText(120),
    startsAt: ZIsoDateTime,
    durationMinutes: z
      .number('Duration is required')
      .int()
      .min(5, 'A call lasts at least 5 minutes')
      .max(600, 'A call lasts at most 10 hours'),
    joinUrl: ZHttpsUrl,
    recordingUrl: ZHttpsUrl.nullable().optional(),
    status: ZContentStatus.optional(),
  })
  .strict();
export type TZoomCallCreate = z.input<typeof ZZoomCallCreate>;
export const ZZoomCallUpdate = ZZoomCallCreate.partial().strict();
export const ZZoomCallFilter = ZPageQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  /** upcoming: not yet ended; past: ended. */
  when: z.enum(['upcoming', 'past']).optional(),
  status: ZContentStatus.optional(),
});

/** The zoom call group's declaration (resource-endpoints.ts): registered by zoom-calls.resource.ts. */
export const zoomCallGroup = {
  path: '/api/v1/zoom-calls',
  tag: 'Zoom calls',
  label: 'Zoom call',
  item: ZZoomCall,
  create: ZZoomCallCreate,
  update: ZZoomCallUpdate,
  filter: ZZoomCallFilter,
} as const;
