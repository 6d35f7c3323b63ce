import type { TPodcastPublishedEvent } from '@atrium/contracts/socket-events';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { podcastKeys } from '@/features/podcasts/api/podcast-keys';
import { getLoadedQueryClient } from '@/lib/loaded-query-client';
import { useSocket } from '@/lib/socket';

/**
 * Listens for 'podcast:published': tells the user and refetches the public listing, so a podcast an
 * admin publishes appears without a reload. Mounted once for the whole app, so it works outside
 * react-query's provider: without a query client nothing is cached yet, and the listing loads fresh
 * when it is first opened. Does nothing while signed out (no socket).
 */
export function usePodcastRealtime(): void {
  const socket = useSocket();
  const { t } = useTranslation('podcasts');

  useEffect(() => {
    if (!socket) return;
    const onPublished = (event: TPodcastPublishedEvent) => {
      toast(t('realtime.newPodcast', { title: event.title || t('untitled') }), { id: `podcast-published-${event.id}` });
      void getLoadedQueryClient()?.invalidateQueries({ queryKey: podcastKeys.exchange() });
    };
    socket.on('podcast:published', onPublished);
    return () => {
      socket.off('podcast:published', onPublished);
    };
  }, [socket, t]);
}
