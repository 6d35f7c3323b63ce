/**
 * The player address for a step's video id (YouTube-style); opened from a click, so it may autoplay.
 * The podcasts feature has the same helper; features do not import each other.
 */
export function embedUrl(videoId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
