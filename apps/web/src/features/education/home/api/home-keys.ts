/** Who is looking: a visitor, or a signed-in person (their agency's banners and hides change the answers). */
export type HomeViewer = string;

/** Query keys of the education home; every key starts with 'education', so `['education']` reaches them. */
export const homeKeys = {
  banners: (viewer: HomeViewer) => ['education', 'home', 'banners', viewer] as const,
  bannersConfig: (viewer: HomeViewer) => ['education', 'home', 'banners-config', viewer] as const,
  newsFeed: (viewer: HomeViewer) => ['education', 'home', 'news', viewer] as const,
  tools: (viewer: HomeViewer) => ['education', 'home', 'tools', viewer] as const,
};
