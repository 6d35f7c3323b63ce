import {
  API_KEY_HEADER,
  ZAccessTokenResponse,
  ZApiKeyCheckResponse,
  ZApiKeyIdentityResponse,
  ZApiKeyResponse,
  ZConnectionDataQuery,
  ZConnectionDataResponse,
  ZCredentialsResponse,
  ZFreeAppAccessTokenBody,
  ZInstallIdBody,
  ZNewApiKeyResponse,
  ZReinstallResponse,
  ZSaveCredentialsBody,
  ZWhitelabelBody,
} from '@atrium/contracts/app-tokens';
import { zText } from '@atrium/contracts/common';
import { ZInstallResponse } from '@atrium/contracts/installs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { AppError } from '../../platform/errors';
import { checkApiKey, getApiKey, issueApiKey, saveCredentials } from './app-tokens.service';
import { getConnectionData, issueFreeAppAccessToken } from './app-tokens-access';
import { authenticateApiKey } from './app-tokens-auth';
import { reinstallApp, saveWhitelabel } from './app-tokens-install';

/** Routes that accept an API key declare the header (loose: the other headers stay as they are). */
const ZApiKeyHeaders = z.looseObject({
  [API_KEY_HEADER]: zText().optional().describe("The install's Atrium API key (atr_...)"),
});

export async function appTokenRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, secrets, config } = app.deps;
  const deps = { db, secrets };
  const tags = ['App tokens'];
  const signedIn = { onRequest: requireSignedIn };
  const session = { tags, security: [{ bearer: [] }] };
  // Either a session or (no bearer) the apikey header declared below.
  const sessionOrKey = { tags, security: [{ bearer: [] }, {}] as Record<string, string[]>[], headers: ZApiKeyHeaders };

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

  app.post(
    '/api/v1/app_token/save_credentials',
    {
      ...signedIn,
      schema: {
        ...session,
        summary: "Save the install's credentials for the app (admins; replaces what was saved; shown masked)",
        body: ZSaveCredentialsBody,
        response: { 200: ZCredentialsResponse },
      },
    },
    async (request) => ({ data: await saveCredentials({ ...deps, actor: request.actor, input: request.body }) }),
  );
  app.post(
    '/api/v1/app_token/SaveApiKey',
    {
      ...signedIn,
      schema: {
        ...session,
        summary: "Issue or rotate the install's API key (admins); the key is shown in this answer only",
        body: ZInstallIdBody,
        response: { 201: ZNewApiKeyResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await issueApiKey({ ...deps, actor: request.actor, installId: request.body.installId }) }),
  );
  app.post(
    '/api/v1/app_token/GetApiKey',
    {
      ...signedIn,
      schema: { ...session, summary: "The install's API key, masked", body: ZInstallIdBody, response: { 200: ZApiKeyResponse } },
    },
    async (request) => ({ data: await getApiKey({ db, actor: request.actor, installId: request.body.installId }) }),
  );
  app.post(
    '/api/v1/app_token/CheckApiKey',
    {
      ...signedIn,
      schema: {
        ...session,
        summary: 'Whether the install has an API key and which credentials are saved (masked)',
        body: ZInstallIdBody,
        response: { 200: ZApiKeyCheckResponse },
      },
    },
    async (request) => ({ data: await checkApiKey({ db, actor: request.actor, installId: request.body.installId }) }),
  );
  app.post(
    '/api/v1/app_token/validate/api-key',
    {
      schema: {
        tags,
        summary: 'What the API key in the apikey header authenticates (401 invalid_api_key otherwise)',
        headers: ZApiKeyHeaders,
        response: { 200: ZApiKeyIdentityResponse },
      },
    },
    async (request, reply) => {
      const identity = await limitKeyGuessing(request, reply, () =>
        authenticateApiKey({ ...deps, header: request.headers.apikey }),
      );
      return { data: { valid: true as const, ...identity } };
    },
  );
  app.post(
    '/api/v1/app_token/free_app_access_token',
    {
      schema: {
        ...sessionOrKey,
        summary: "A short-lived access token for a free app's install (signed in, or with the install's API key)",
        body: ZFreeAppAccessTokenBody,
        response: { 201: ZAccessTokenResponse },
      },
    },
    async (request, reply) => {
      const apiKey = request.headers.apikey;
      const run = () => issueFreeAppAccessToken({ ...deps, actor: request.actor, apiKey, ...request.body });
      return reply.status(201).send({ data: apiKey === undefined ? await run() : await limitKeyGuessing(request, reply, run) });
    },
  );
  app.post(
    '/api/v1/app_token/re_install_app',
    {
      ...signedIn,
      schema: {
        ...session,
        summary: 'Bring back an uninstalled install (agency admins; location admins for their location)',
        body: ZInstallIdBody,
        response: { 200: ZReinstallResponse },
      },
    },
    async (request) => ({ data: await reinstallApp({ db, actor: request.actor, installId: request.body.installId }) }),
  );
  app.put(
    '/api/v1/app_token/whitelabel-config',
    {
      ...signedIn,
      schema: {
        ...session,
        summary: "Change how the app presents itself to this install's users (admins)",
        body: ZWhitelabelBody,
        response: { 200: ZInstallResponse },
      },
    },
    async (request) => ({ data: await saveWhitelabel({ db, actor: request.actor, input: request.body }) }),
  );
  app.get(
    '/api/v1/app/connection_data',
    {
      schema: {
        ...sessionOrKey,
        summary: "An install's connection details, secrets masked (signed in, or with the install's API key)",
        querystring: ZConnectionDataQuery,
        response: { 200: ZConnectionDataResponse },
      },
    },
    async (request, reply) => {
      const apiKey = request.headers.apikey;
      const { app_id: appId, location_id: locationId } = request.query;
      const run = () => getConnectionData({ ...deps, actor: request.actor, apiKey, appId, locationId });
      return { data: apiKey === undefined ? await run() : await limitKeyGuessing(request, reply, run) };
    },
  );
}
