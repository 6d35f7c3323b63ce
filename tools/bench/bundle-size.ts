import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The JavaScript files a page loads before it renders: the entry (or a lazy route) and its static imports. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gzipBytes = (distDir: string, keys: Iterable<string>, manifest: Manifest) =>
  [...new Set([...keys].map((k) => manifest[k]!.file))]
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length, 0);

export function measureBundles(distDir: string) {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const podcastKey = Object.keys(manifest).find((k) => k.endsWith('routes/podcasts/podcasts-page.tsx'));
  if (!podcastKey) throw new Error('the podcasts page chunk is missing from the Vite manifest');
  const home = closure(manifest, entry);
  const podcast = closure(manifest, podcastKey, new Set(home));
  return { home: gzipBytes(distDir, home, manifest), podcast: gzipBytes(distDir, podcast, manifest) };
}
