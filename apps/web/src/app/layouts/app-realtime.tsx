import { useNotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';
import { usePodcastRealtime } from '@/features/podcasts/hooks/use-podcast-realtime';
import { useSupportRealtime } from '@/features/support/hooks/use-support-realtime';

/** The features' socket listeners, composed here because features do not import each other. */
export function AppRealtime() {
  usePodcastRealtime();
  useSupportRealtime();
  useNotificationsRealtime();
  return null;
}
