import { z } from 'zod';
import { zData, zText } from './common';
import { endpoint } from './endpoint';
import { HOST_KINDS } from './hosts';

export const ZHostKind = z.enum(HOST_KINDS);

export const ZSiteConfig = z.object({
  hostKind: ZHostKind,
  realtime: z.object({ path: zText() }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
export const ZSiteConfigResponse = zData(ZSiteConfig);

export const siteEndpoints = {
  config: endpoint({
    method: 'GET',
    path: '/api/v1/site-config',
    tag: 'Site',
    summary: 'What this host shows: which header, where real time lives',
    auth: 'public',
    data: ZSiteConfig,
  }),
};
