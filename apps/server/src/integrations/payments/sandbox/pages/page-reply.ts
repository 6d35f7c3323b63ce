import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A fresh nonce for one page's inline script and style (the pages load nothing from anywhere). */
export const pageNonce = () => randomBytes(16).toString('base64');

/**
 * Sends one of the sandbox's pages with a strict policy: only its own nonce'd script and style, fetches to its own
 * origin, forms to its own origin (and the redirect back), and framed only by `frameAncestors` (the card frame's
 * parent page), never otherwise.
 */
export function sendPage(
  reply: FastifyReply,
  page: { status?: number; nonce: string; html: string; frameAncestors?: string | null; formAction?: string[] },
) {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${page.nonce}'`,
    `style-src 'nonce-${page.nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    `form-action 'self'${page.formAction?.length ? ` ${page.formAction.join(' ')}` : ''}`,
    "base-uri 'none'",
    `frame-ancestors ${page.frameAncestors ?? "'none'"}`,
  ].join('; ');
  reply
    .status(page.status ?? 200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', csp)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff');
  if (!page.frameAncestors) reply.header('x-frame-options', 'DENY');
  return reply.send(page.html);
}

/** An http(s) origin as a browser writes it (`https://host[:port]`), or null for anything else. */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) return null;
  try {
    const url = new URL(value);
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}
