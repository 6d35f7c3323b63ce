/** YouTube's still for a video id; hqdefault exists for every public video (maxres does not). */
export function thumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}

/** The player address for a video id; opened from a click, so it may autoplay. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
