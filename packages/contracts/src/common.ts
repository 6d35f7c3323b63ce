import { z } from 'zod';

/** Every JSON object carries its identifier as `_id` (a UUIDv7 string). */
export const ZId = z.uuid();
export const ZIdParams = z.object({ id: ZId });

export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZListMeta = z.object({
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type TListMeta = z.infer<typeof ZListMeta>;

export const zData = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const zList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZListMeta });

export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export const ZOk = z.object({ data: z.object({ ok: z.literal(true) }) });

/** A string from a query string that means a boolean. */
export const zQueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ZIsoDateTime = z.iso.datetime({ offset: true });

/** An https address (links people follow: join links, recordings, support pages). */
export const ZHttpsUrl = z.url({ protocol: /^https$/, message: 'Use an https:// address' }).max(500);
