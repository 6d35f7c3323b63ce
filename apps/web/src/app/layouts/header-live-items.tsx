import { QueryClientProvider } from '@tanstack/react-query';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SupportHeaderLink } from '@/features/support/components/support-header-link';
import { getQueryClient } from '@/lib/query-client';

/**
 * The header's live counters for signed-in people (default-layout.tsx loads this lazily). The header sits
 * outside the query layout, so this brings the app's one query client itself.
 */
export function HeaderLiveItems() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SupportHeaderLink />
      <NotificationBell />
    </QueryClientProvider>
  );
}
