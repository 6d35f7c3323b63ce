import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getQueryClient } from '@/lib/query-client';

/**
 * A pathless layout route around the screens that fetch with react-query. It is lazy, so react-query
 * loads with the first such screen (in parallel with the screen's own chunk) instead of with `/`.
 * Every instance shares one client, so the cache survives moving between those screens.
 */
export function Component() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
