import { crmSsoEndpoints } from '@atrium/contracts/crm-sso';
import { v1AuthEndpoints } from '@atrium/contracts/v1-auth';
import type { FastifyInstance } from 'fastify';
import { createCrmClient } from '../../integrations/crm/crm-client';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/routes/route';
import { onCatalogueChanged } from '../apps/catalogue-events';
import { onStoresChanged } from '../store/store-openness';
import type { CrmAppContext } from './crm-app-context';
import { issueCrmAppToken } from './crm-app-token.service';
import { processMenuLinks } from './crm-menu-links';
import { listMenuLinks, retryMenuLink } from './crm-menu-links.service';

/** Installed apps and the CRM: their access tokens, and their menu links in the CRM's locations. */
export async function crmAppRoutes(app: FastifyInstance) {
  const { db, secrets, config, crm } = app.deps;
  const ctx: CrmAppContext | null = crm
    ? { db, secrets, settings: crm, client: createCrmClient({ apiUrl: crm.apiUrl }), log: app.log }
    : null;

  // Only failed key attempts count (per client address), as on the app token routes.
  const keyFailures = app.createRateLimit({ max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' });
  route(app, v1AuthEndpoints.accessToken, async ({ request, reply }) => {
    const seen = await keyFailures(request, { increment: false });
    if (!seen.isAllowed && seen.remaining <= 0) {
      reply.header('retry-after', seen.ttlInSeconds);
      throw new AppError(429, 'rate_limited', `Too many invalid API keys. Try again in ${seen.ttlInSeconds} seconds.`);
    }
    if (!ctx) throw new AppError(503, 'unavailable', 'The CRM connection is not set up on this server');
    try {
      return await issueCrmAppToken({ ...ctx, apiKey: request.headers.apikey });
    } catch (error) {
      if (error instanceof AppError && error.code === 'invalid_api_key') await keyFailures(request);
      throw error;
    }
  });

  // The sandbox started with the server shows its pages at its own address; a real CRM's depend on the agency.
  const pagesUrl = crm && !config.CRM_API_URL ? crm.marketplaceUrl : null;
  route(app, crmSsoEndpoints.menuLinks, ({ actor }) => listMenuLinks({ db, actor, pagesUrl }));
  route(app, crmSsoEndpoints.retryMenuLink, ({ actor, params }) =>
    retryMenuLink({ ctx, actor, linkId: params.linkId, pagesUrl }),
  );

  if (!ctx) return;
  // Installs, uninstalls and new locations announce themselves as catalogue changes once committed, stores opened or
  // closed as store changes: the links follow at once in this process (one run at a time, one more if anything changed
  // meanwhile), and the job catches the rest.
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = processMenuLinks(ctx)
      .catch((error: unknown) => app.log.warn({ err: error }, 'CRM menu links failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const stopApps = onCatalogueChanged(() => run());
  const stopStores = onStoresChanged(() => run());
  app.addHook('onClose', async () => {
    stopApps();
    stopStores();
    again = false;
    await running;
  });
  await app.jobs?.schedule('crm.menu-links', '* * * * *', () => processMenuLinks(ctx));
}
