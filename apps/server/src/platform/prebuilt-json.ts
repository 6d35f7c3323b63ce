import type { FastifyReply } from 'fastify';

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
