import type { FastifyInstance } from 'fastify';

/**
 * Reads application/x-www-form-urlencoded bodies (the token endpoints and the consent forms): one value stays a
 * string, a repeated field (the chosen locations) becomes a list.
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(body as string)) {
      const seen = fields[name];
      fields[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    done(null, fields);
  });
}

/** One string field of a parsed form (a repeated one counts as missing), or undefined. */
export function fieldOf(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A field that may be repeated, as a list. */
export function fieldsOf(body: unknown, name: string): string[] {
  const value = (body as Record<string, unknown> | null)?.[name];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
