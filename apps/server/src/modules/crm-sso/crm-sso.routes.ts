import { crmSsoEndpoints as api } from '@atrium/contracts/crm-sso';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { signInWithCrm } from './crm-sso.service';

/** Sign-in from inside the CRM: public, and under the same per-address budget as the password sign-in. */
export async function crmSsoRoutes(app: FastifyInstance) {
  const { db, policy, config, crm } = app.deps;
  const limited = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute', groupId: 'sign-in' } };
  route(
    app,
    api.signIn,
    ({ request, body }) =>
      signInWithCrm({
        db,
        policy,
        settings: crm ?? null,
        payload: body.payload,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    { config: limited },
  );
}
