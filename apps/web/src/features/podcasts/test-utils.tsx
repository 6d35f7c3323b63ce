import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { type ReactElement, type ReactNode, useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SocketProvider } from '@/lib/socket';
import admin from '../../../public/locales/en/admin.json';
import help from '../../../public/locales/en/help.json';
import podcasts from '../../../public/locales/en/podcasts.json';

/** An i18n instance holding the real English texts, ready synchronously. */
export function createTestI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common', 'podcasts', 'help', 'admin'],
    defaultNS: 'common',
    resources: { en: { podcasts, help, admin } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [i18n] = useState(createTestI18n);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
        <SocketProvider>{children}</SocketProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders with English texts, a fresh query client (no retries) and the socket provider. */
export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  return { queryClient, ...render(<TestProviders queryClient={queryClient}>{ui}</TestProviders>) };
}

/** A fetch stub answering JSON; `calls` records what was asked. */
export function mockFetchJson(respond: (url: string, init?: RequestInit) => { status?: number; body?: unknown }) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const { status = 200, body } = respond(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetchMock, calls };
}
