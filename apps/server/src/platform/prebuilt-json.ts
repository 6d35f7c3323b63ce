import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends a body that is already JSON text (e.g. a cached answer) as it is. */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Sends a payload that was built field by field from the contract's types (e.g. `toAppCard`), as
 * JSON, without the response schema's runtime check. That check (a zod parse, which also strips
 * unknown keys) costs milliseconds on large lists; it stays on for every other route, where it
 * guards against rows leaking fields. Tests parse these responses with the contract instead.
 */
export function sendPrebuilt(reply: FastifyReply, payload: unknown): FastifyReply {
  return sendJsonText(reply, JSON.stringify(payload));
}

/**
 * Answers at least this long are compressed (docs/decisions/015); shorter ones fit one packet either way. The
 * same threshold is given to @fastify/compress in app.ts for every other answer.
 */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality of answers made per request or per cache entry: 5 is about gzip's speed at a smaller size. */
export const DYNAMIC_BROTLI_QUALITY = 5;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an `Accept-Encoding` header: brotli or gzip, whichever has the higher q (brotli on a
 * tie), none when neither is accepted. `*` accepts both; `q=0` refuses.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const q: Record<string, number> = {};
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name.trim()] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const of = (name: string) => q[name] ?? (name === 'gzip' ? q['x-gzip'] : undefined) ?? q['*'] ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

export function compressBytes(raw: Buffer, encoding: Encoding, brotliQuality = DYNAMIC_BROTLI_QUALITY): Buffer {
  if (encoding === 'gzip') return gzipSync(raw, { level: 6 });
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * Compressed twins of kept answers, made on first demand and living exactly as long as the kept bytes (a cache
 * entry drops its Buffer, the twins go with it): a hit costs a lookup, never a compression.
 */
const twins = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

export function encodedTwin(raw: Buffer, encoding: Encoding, brotliQuality?: number): Buffer {
  let kept = twins.get(raw);
  if (!kept) {
    kept = {};
    twins.set(raw, kept);
  }
  kept[encoding] ??= compressBytes(raw, encoding, brotliQuality);
  return kept[encoding];
}

/** Adds Accept-Encoding to Vary, keeping what is there (CORS varies on Origin). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/**
 * Sends bytes that are kept between requests (a cached answer, the page's HTML) in the encoding the client
 * accepts, compressing each kept body at most once per encoding. Set the content type first. @fastify/compress
 * leaves an answer alone once it has a Content-Encoding.
 */
export function sendKeptBytes(request: FastifyRequest, reply: FastifyReply, raw: Buffer, brotliQuality?: number): FastifyReply {
  if (raw.length < COMPRESS_THRESHOLD) return reply.send(raw);
  varyOnEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(raw);
  return reply.header('content-encoding', encoding).send(encodedTwin(raw, encoding, brotliQuality));
}
