/** YouTube's still for a video id; hqdefault exists for every public video (maxres does not). */
export function thumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
