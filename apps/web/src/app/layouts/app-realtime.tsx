import { usePodcastRealtime } from '../../features/podcasts/hooks/use-podcast-realtime';

/** The features' socket listeners, composed here because features do not import each other. */
export function AppRealtime() {
  usePodcastRealtime();
  return null;
}
