import { appTokenEndpoints as api } from '@atrium/contracts/app-tokens';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { checkApiKey, getApiKey, issueApiKey, saveCredentials } from './app-tokens.service';
import { getConnectionData, issueFreeAppAccessToken } from './app-tokens-access';
import { authenticateApiKey } from './app-tokens-auth';
import { reinstallApp, saveWhitelabel } from './app-tokens-install';

/** App tokens: an install's credentials and API key, and what an app's server does with the key. */
export async function appTokenRoutes(app: FastifyInstance) {
  const { db, secrets, config } = app.deps;
  const deps = { db, secrets };
  // Only failed key attempts count (per client address), so a busy app server with a good key is never slowed.
  const keyFailures = app.createRateLimit({ max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' });
  async function limitKeyGuessing<T>(request: FastifyRequest, reply: FastifyReply, run: () => Promise<T>): Promise<T> {
    const seen = await keyFailures(request, { increment: false });
    if (!seen.isAllowed && seen.remaining <= 0) {
      reply.header('retry-after', seen.ttlInSeconds);
      throw new AppError(429, 'rate_limited', `Too many invalid API keys. Try again in ${seen.ttlInSeconds} seconds.`);
    }
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_api_key') await keyFailures(request);
      throw error;
    }
  }
  /** A call with the key is limited against guessing; a signed-in call without one is not. */
  const withKeyLimit = <T>(request: FastifyRequest, reply: FastifyReply, run: (apiKey: string | undefined) => Promise<T>) => {
    const apiKey = request.headers.apikey as string | undefined;
    return apiKey === undefined ? run(apiKey) : limitKeyGuessing(request, reply, () => run(apiKey));
  };

  route(app, api.saveCredentials, ({ actor, body }) => saveCredentials({ ...deps, actor, input: body }));
  route(app, api.saveApiKey, ({ actor, body }) => issueApiKey({ ...deps, actor, installId: body.installId }));
  route(app, api.getApiKey, ({ actor, body }) => getApiKey({ db, actor, installId: body.installId }));
  route(app, api.checkApiKey, ({ actor, body }) => checkApiKey({ db, actor, installId: body.installId }));
  route(app, api.validateApiKey, async ({ request, reply }) => {
    const identity = await limitKeyGuessing(request, reply, () =>
      authenticateApiKey({ ...deps, header: request.headers.apikey }),
    );
    return { valid: true as const, ...identity };
  });
  route(app, api.freeAppAccessToken, ({ actor, body, request, reply }) =>
    withKeyLimit(request, reply, (apiKey) => issueFreeAppAccessToken({ ...deps, actor, apiKey, ...body })),
  );
  route(app, api.reinstall, ({ actor, body }) => reinstallApp({ db, actor, installId: body.installId }));
  route(app, api.whitelabel, ({ actor, body }) => saveWhitelabel({ db, actor, input: body }));
  route(app, api.connectionData, ({ actor, query, request, reply }) =>
    withKeyLimit(request, reply, (apiKey) =>
      getConnectionData({ ...deps, actor, apiKey, appId: query.app_id, locationId: query.location_id }),
    ),
  );
}
