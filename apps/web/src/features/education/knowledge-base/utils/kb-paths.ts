/** The knowledge base's addresses: its home (with `?q=` while searching), a category, an article. */
export const KB_HOME = '/knowledgebase';
export const categoryPathname = (id: string) => `${KB_HOME}/category/${encodeURIComponent(id)}`;
export const articlePathname = (id: string) => `${KB_HOME}/${encodeURIComponent(id)}`;

export type KbRoute = { screen: 'home' } | { screen: 'category'; id: string } | { screen: 'article'; id: string };

/** Which screen a path under /knowledgebase is (the router sends all of them to one page). */
export function kbRouteOf(pathname: string): KbRoute {
  const [, , first = '', second = ''] = pathname.split('/').map((s) => decodeURIComponent(s));
  if (first.toLowerCase() === 'category' && second) return { screen: 'category', id: second };
  if (first && first.toLowerCase() !== 'category') return { screen: 'article', id: first };
  return { screen: 'home' };
}
