import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { PreferencesProvider } from '@/lib/preferences/preferences-context';
import { UiSettingsProvider } from '@/lib/preferences/settings-context';
import './i18n';

/** Test harness for the app shell: real English texts, the UI state providers and a memory router. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function ShellProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <UiSettingsProvider>{children}</UiSettingsProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}

/** Shows the current path (and search) so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  path?: string;
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders `ui` at `path` (any path matches) next to a location probe; `routes` take precedence over `ui`. */
export function renderInShell(
  ui: ReactElement,
  { path = '/', routes = [], queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [...routes, { path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <ShellProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { ...result, router, queryClient };
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Stubs global fetch with a JSON responder and records every call (JSON bodies parsed, plain headers). */
export function stubFetch(
  respond: (call: FetchCall) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>,
) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = init.body;
    const headers = { ...(init.headers as Record<string, string>) };
    const json = (headers['Content-Type'] ?? 'application/json') === 'application/json';
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof raw === 'string' && json ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const { status = 200, body } = await respond(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
