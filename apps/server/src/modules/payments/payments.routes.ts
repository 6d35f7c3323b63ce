import type { FastifyInstance } from 'fastify';

/** Payments (issue 23, decision 029): Stripe webhooks, the agency's and partners' Stripe connections, reconciliation. */
export async function paymentRoutes(_app: FastifyInstance) {}
