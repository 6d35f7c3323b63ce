import type { TMediaItem } from '@atrium/contracts/media-library';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { VideoModal } from '@/components/ui/video-modal';
import { useMediaProgress } from '@/features/education/media/api/get-media-progress';
import { useUpdateMediaProgress } from '@/features/education/media/api/update-media-progress';
import { useMediaPlayer } from '@/features/education/media/hooks/use-media-player';
import type { MediaVariant } from '@/features/education/media/utils/media-view';
import { useSession } from '@/lib/session-store';
import { MediaCard } from './media-card';

export interface MediaLibraryProps {
  variant: MediaVariant;
  items: readonly TMediaItem[];
}

/** The card grid (1, 2 or 3 columns), with my progress on each card, the player and marking items done. */
export function MediaLibrary({ variant, items }: MediaLibraryProps) {
  const { t } = useTranslation('media');
  const { token } = useSession();
  const progress = useMediaProgress();
  const rows = useMemo(() => new Map((progress.data ?? []).map((row) => [row.itemId, row])), [progress.data]);
  const progressOf = useCallback((id: string) => rows.get(id), [rows]);
  const player = useMediaPlayer(progressOf);
  const mark = useUpdateMediaProgress();
  const [askToSignIn, setAskToSignIn] = useState(false);

  const toggleDone = (item: TMediaItem, done: boolean) => {
    if (!token) setAskToSignIn(true);
    else mark.mutate({ itemId: item._id, change: { type: 'complete', completed: done } });
  };
  const playing = player.playing?.videoId ? { id: player.playing.videoId, title: player.playing.title } : null;

  return (
    <>
      {progress.isError ? (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
          {t('progressFailed')}
        </p>
      ) : null}
      {mark.isError ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {t('saveFailed')}
        </p>
      ) : null}
      <ul aria-label={t(`${variant}.listLabel`)} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item._id}>
            <MediaCard
              item={item}
              progress={rows.get(item._id)}
              onPlay={player.play}
              onOpenDocument={player.markStarted}
              onToggleDone={toggleDone}
            />
          </li>
        ))}
      </ul>
      <VideoModal
        video={playing}
        onClose={player.close}
        closeLabel={t('close')}
        frameTitle={(video) => t('videoTitle', { title: video.title })}
      />
      <SignInPrompt
        open={askToSignIn}
        onClose={() => setAskToSignIn(false)}
        texts={{
          title: t('signIn.title'),
          body: t('signIn.body'),
          action: t('signIn.action'),
          cancel: t('signIn.cancel'),
          close: t('close'),
        }}
      />
    </>
  );
}
