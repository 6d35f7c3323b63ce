import { z } from 'zod';
import { zData, zText } from './common';
import { HOST_KINDS } from './hosts';

export const ZHostKind = z.enum(HOST_KINDS);

export const ZSiteConfig = z.object({
  hostKind: ZHostKind,
  realtime: z.object({ path: zText() }),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
export const ZSiteConfigResponse = zData(ZSiteConfig);
