import { ZVideoId } from '@atrium/contracts/podcasts';
import { toEmbedUrl } from '@/components/help-guide/to-embed-url';

const YOUTUBE_EMBED = 'https://www.youtube.com/embed/';

export function isValidVideoId(value: string): boolean {
  return ZVideoId.safeParse(value).success;
}

/**
 * Admins often paste the whole YouTube address; keep just the id. Anything that is not a YouTube
 * address comes back trimmed but otherwise untouched, for validation to judge.
 */
export function extractVideoId(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || isValidVideoId(trimmed)) return trimmed;
  const embed = toEmbedUrl(trimmed);
  return embed.startsWith(YOUTUBE_EMBED) ? decodeURIComponent(embed.slice(YOUTUBE_EMBED.length)) : trimmed;
}
