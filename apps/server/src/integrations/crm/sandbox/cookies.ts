import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookies of a request (no cookie plugin in the sandbox: it needs two). */
export function cookiesOf(request: FastifyRequest): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // A cookie that is not ours and not well encoded: skip it.
    }
  }
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  secure: boolean;
}

/** Adds a Set-Cookie: HttpOnly and SameSite=Lax always, Secure when the sandbox is served over https. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  // Fastify appends a second set-cookie rather than replacing the first.
  reply.header('set-cookie', parts.join('; '));
}
