import type { TAgent, TAgentVersion, TAiUsageScope } from '@atrium/contracts/ai-agents';
import type { TUser } from '@atrium/contracts/users';
import { setSession } from '@/lib/session-store';
import { type FetchCall, renderInShell, stubFetch } from '@/test/app-harness';
import { AgentBuilderPage } from './agent-builder-page';
import { AgentUsagePage } from './agent-usage-page';
import { AgentsPage } from './agents-page';

/** What the agents' screen tests share: a signed-in person, an agent, its versions, and a server that records calls. */
const AT = '2026-11-27T10:00:00.000Z';
export const uuid = (n: number) => `a1a00000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const AGENCY = uuid(0xa);
export const LOCATIONS = [
  { _id: uuid(0x11), name: 'Summit Dental' },
  { _id: uuid(0x12), name: 'Summit Fitness' },
];

export function signInAs(role: TUser['role']) {
  setSession({
    token: 'tok-agents',
    user: {
      _id: uuid(0xb1),
      email: 'olivia@summitgrowth.test',
      firstName: 'Olivia',
      lastName: 'Summit',
      role,
      agencyId: role === 'super_admin' ? null : AGENCY,
      locationId: role === 'location_admin' || role === 'staff' ? LOCATIONS[0]!._id : null,
      createdAt: AT,
    },
    agency: null,
  });
}

export function agent(over: Partial<TAgent> = {}): TAgent {
  return {
    _id: uuid(0x100),
    owner: 'agency',
    agencyId: AGENCY,
    status: 'draft',
    publishedVersion: null,
    hasDraftChanges: true,
    canManage: true,
    conversationCount: 0,
    name: 'Summit Helper',
    avatar: null,
    greeting: 'Hi! Ask me about Summit.',
    instructions: 'Be brief.',
    knowledgeKinds: ['faqs', 'docs'],
    locationIds: null,
    tools: ['search_knowledge', 'handoff'],
    createdAt: AT,
    updatedAt: AT,
    ...over,
  };
}

export function version(n: number, over: Partial<TAgentVersion['settings']> = {}): TAgentVersion {
  const { name, avatar, greeting, instructions, knowledgeKinds, locationIds, tools } = agent();
  return {
    _id: uuid(0x200 + n),
    agentId: uuid(0x100),
    version: n,
    settings: { name, avatar, greeting, instructions, knowledgeKinds, locationIds, tools, ...over },
    publishedBy: { _id: uuid(0xb1), name: 'Olivia Summit' },
    createdAt: AT,
  };
}

export const usageRow = (scope: TAiUsageScope['scope'], id: string, name: string, tokens: number): TAiUsageScope => ({
  scope,
  id,
  name,
  limits: { monthlyTokens: scope === 'agency' ? 2_000_000 : 200_000, requestsPerMinute: scope === 'agency' ? 60 : 10 },
  tokensThisMonth: tokens,
  requestsThisMonth: 12,
});

type Answer = { status?: number; body?: unknown } | undefined;

/** The agents' server: `extra` answers first; then one agent, no versions, the agency's locations, no Q&A or files. */
export function serveAgents(extra: (call: FetchCall) => Answer = () => undefined, current: TAgent = agent()) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const { url, method } = call;
    if (method === 'GET' && url === '/v1/agents') return { body: { data: [current], meta: { total: 1, nextCursor: null } } };
    if (method === 'GET' && url === `/v1/agents/${current._id}`) return { body: { data: current } };
    if (method === 'GET' && url === `/v1/agents/${current._id}/versions`) return { body: { data: [] } };
    if (method === 'GET' && url === '/api/v1/agency/locations') return { body: { data: LOCATIONS } };
    if (method === 'GET' && /\/v1\/agents\/[^/]+\/(qa|files)$/.test(url)) return { body: { data: [] } };
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
}

export const renderAgents = (path: string) =>
  renderInShell(<div />, {
    path,
    routes: [
      { path: '/ai-agents', element: <AgentsPage /> },
      { path: '/ai-agents/usage', element: <AgentUsagePage /> },
      { path: '/ai-agents/:agentId', element: <AgentBuilderPage /> },
    ],
  });
