/**
 * The help video behind the Podcasts page's Help Guide button. A deployment can point it at its own
 * walkthrough with VITE_PODCASTS_HELP_VIDEO_URL.
 */
export const PODCASTS_HELP_VIDEO_URL: string =
  import.meta.env.VITE_PODCASTS_HELP_VIDEO_URL || 'https://www.youtube.com/watch?v=ysz5S6PUM-U';

/** Rows per page on the admin list (keyset pagination). */
export const ADMIN_PAGE_SIZE = 20;
