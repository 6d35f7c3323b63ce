import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { patchRouteTable } from '@/app/route-table';

/** The route table inside the chrome, as router.tsx attaches it. */
function chromeRoutes(): RouteObject[] {
  const found: RouteObject[] = [];
  patchRouteTable((anchor, children) => {
    if (anchor === 'chrome') found.push(...children);
  });
  return found;
}

const matchedPath = (pathname: string) => matchRoutes(chromeRoutes(), pathname)?.at(-1)?.route.path;

describe('the inbox routes', () => {
  // The agents' pages have `ai-agents/:agentId`: the static `conversations` segment must still win.
  it('win over any other route for the conversations paths', () => {
    expect(matchedPath('/ai-agents/conversations')).toBe('ai-agents/conversations');
    expect(matchedPath('/ai-agents/conversations/0190f5a0-0000-7000-8000-0000000000d1')).toBe(
      'ai-agents/conversations/:conversationId',
    );
  });
});
