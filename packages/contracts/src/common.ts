import { z } from 'zod';

/**
 * A NUL (U+0000) or a lone surrogate (half of a UTF-16 pair) cannot be stored by PostgreSQL: without this check
 * such text reached the database and came back as a 500. Code units, not code points: no `u` flag on purpose.
 */
const BROKEN_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const BROKEN_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';
/** The check where String.prototype.isWellFormed is missing (browsers before 2023). */
export const isCleanTextByPattern = (value: string): boolean => !BROKEN_TEXT.test(value);
/** ES2024's isWellFormed (Node 20, current browsers), typed here as the lib is ES2023. */
interface WellFormed {
  isWellFormed(): boolean;
}
/** isWellFormed is native and several times quicker than the pattern (response contracts check every string). */
export const isCleanText: (value: string) => boolean =
  typeof (String.prototype as Partial<WellFormed>).isWellFormed === 'function'
    ? (value) => !value.includes('\0') && (value as unknown as WellFormed).isWellFormed()
    : isCleanTextByPattern;

/** The one string schema every text input uses (bodies, queries, path params); chain `.min`, `.max`, `.trim`... as usual. */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isCleanText, { error: BROKEN_TEXT_MESSAGE });
/** `z.email()` with the same check (its pattern rejects NUL today; the check keeps that true whatever the pattern). */
export const zEmail = (params?: Parameters<typeof z.email>[0]) =>
  z.email(params).refine(isCleanText, { error: BROKEN_TEXT_MESSAGE });
/** `z.url()` with the same check: the URL parser accepts NUL and lone surrogates and zod keeps the input as given. */
export const zUrl = (params?: Parameters<typeof z.url>[0]) => z.url(params).refine(isCleanText, { error: BROKEN_TEXT_MESSAGE });

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
  cursor: zText().max(200).optional(),
});

export const ZOk = z.object({ data: z.object({ ok: z.literal(true) }) });

/** A string from a query string that means a boolean. */
export const zQueryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ZIsoDateTime = z.iso.datetime({ offset: true });

/** An https address (links people follow: join links, recordings, support pages). */
export const ZHttpsUrl = zUrl({ protocol: /^https$/, message: 'Use an https:// address' }).max(500);
