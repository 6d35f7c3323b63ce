import { resolveHostKind } from '@atrium/contracts/hosts';
import type { TSiteConfig } from '@atrium/contracts/site';
import { SOCKET_PATH } from '@atrium/contracts/socket-events';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/** What this host shows. Answered by GET /api/v1/site-config and written into the page itself (docs/decisions/015). */
export function siteConfigOf(request: FastifyRequest, config: Config): TSiteConfig {
  return {
    hostKind: resolveHostKind(request.host, {
      appsHosts: config.APPS_HOSTS,
      educationHosts: config.EDUCATION_HOSTS,
      agencyHosts: config.AGENCY_HOSTS,
    }),
    realtime: { path: SOCKET_PATH },
  };
}
