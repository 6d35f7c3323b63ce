import type { TPodcastPublishedEvent } from '@atrium/contracts/socket-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSocket } from '../../../lib/socket';
import { podcastKeys } from '../api/podcast-keys';

/**
 * Listens for 'podcast:published': tells the user and refetches the public listing, so a podcast an
 * admin publishes appears without a reload. Does nothing while signed out (no socket).
 */
export function usePodcastRealtime(): void {
  const socket = useSocket();
  const queryClient = useQueryClient();
  const { t } = useTranslation('podcasts');

  useEffect(() => {
    if (!socket) return;
    const onPublished = (event: TPodcastPublishedEvent) => {
      toast(t('realtime.newPodcast', { title: event.title || t('untitled') }), { id: `podcast-published-${event.id}` });
      void queryClient.invalidateQueries({ queryKey: podcastKeys.exchange() });
    };
    socket.on('podcast:published', onPublished);
    return () => {
      socket.off('podcast:published', onPublished);
    };
  }, [socket, queryClient, t]);
}
