import { describe, expect, it } from 'vitest';
import { isCrmFramedPage } from './static-web';

describe('the pages the CRM may frame', () => {
  it('include the store and a product as a location sees them inside the CRM', () => {
    for (const url of [
      '/app/c1/free/u1/l1/s1/store_services',
      '/app/c1/free/u1/l1/s1/store_services/',
      '/app/c1/free/u1/l1/s1/store_services?tag=seo',
      '/app/c1/free/u1/l1/s1/product/p1',
      '/app/c1/free/u1/l1/s1/product/p1?from=store',
    ])
      expect(isCrmFramedPage(url), url).toBe(true);
  });

  it('leave out every other /app page, which share the prefix', () => {
    for (const url of [
      '/app/0192f1c2-0000-7000-8000-000000000001',
      '/app/c1/free/u1',
      '/app/c1/free/u1/l1/store_services',
      '/app/c1/free/u1/l1/s1/x/store_services',
      '/app/c1/free/u1/l1/s1/store_services_more',
      '/app/c1/free/u1/l1/s1/product/p1/extra',
      '/app/c1/free/u1/l1/s1/product/',
      '/xapp/c1/free/u1/l1/s1/store_services',
    ])
      expect(isCrmFramedPage(url), url).toBe(false);
  });

  it("include a location's AI agent chat, and no other page of that shape", () => {
    for (const url of ['/c1/u1/ai-agent', '/c1/u1/ai-agent/', '/c1/u1/ai-agent?c=x1', '/ai-agent'])
      expect(isCrmFramedPage(url), url).toBe(true);
    for (const url of ['/ai-agent/shared/tok', '/c1/ai-agent', '/c1/u1/x/ai-agent', '/c1/u1/ai-agent/more', '/c1/u1/ai-agents'])
      expect(isCrmFramedPage(url), url).toBe(false);
  });
});
