import type { TProgress } from '@atrium/contracts/content-progress';
import type { TMediaItem } from '@atrium/contracts/media-library';
import { useCallback, useRef, useState } from 'react';
import { useUpdateMediaProgress } from '@/features/education/media/api/update-media-progress';
import { watchedPercent } from '@/features/education/media/utils/media-view';
import { useSession } from '@/lib/session-store';

/**
 * The video open in the player, and what watching records for a signed-in person: playing a video (or
 * opening a document) marks it started, unless it already is or is done, and closing the player records the
 * share of the video it was open for, so a video watched to the end counts as watched without a click.
 * Visitors record nothing.
 */
export function useMediaPlayer(progressOf: (itemId: string) => TProgress | undefined) {
  const { token } = useSession();
  const update = useUpdateMediaProgress();
  const [playing, setPlaying] = useState<TMediaItem | null>(null);
  const openedAt = useRef(0);

  /** A video played or a document opened: started, unless it already is (or is done). */
  const markStarted = useCallback(
    (item: TMediaItem) => {
      const status = progressOf(item._id)?.status ?? 'not_started';
      if (token && status === 'not_started') update.mutate({ itemId: item._id, change: { type: 'started' } });
    },
    [progressOf, token, update.mutate],
  );

  const play = useCallback(
    (item: TMediaItem) => {
      setPlaying(item);
      openedAt.current = Date.now();
      markStarted(item);
    },
    [markStarted],
  );

  const close = useCallback(() => {
    if (playing && token) {
      const current = progressOf(playing._id);
      const percent = watchedPercent(Date.now() - openedAt.current, playing.durationSeconds);
      // Only what moves it forward: the server keeps the furthest share anyway, and a watched video stays watched.
      if (current?.status !== 'completed' && percent > (current?.percent ?? 0)) {
        update.mutate({ itemId: playing._id, change: { type: 'watched', percent } });
      }
    }
    setPlaying(null);
  }, [playing, progressOf, token, update.mutate]);

  return { playing, play, close, markStarted };
}
