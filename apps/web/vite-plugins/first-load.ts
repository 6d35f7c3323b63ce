import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD } from '../src/app/first-load';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the server reads (apps/server/src/platform/web-index.ts): per route, what to start from the HTML. */
export interface BuiltFirstLoad {
  routes: Record<string, { modules: string[]; texts: string[]; data: string[]; early: string[] }>;
}

export const FIRST_LOAD_FILE = '.vite/first-load.json';
/** The `codeSplitting` group of code lazy screens share (vite.config.ts). */
const SHARED_CHUNK = 'shared';

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Resolves FIRST_LOAD's modules to their chunk files, leaving out what index.html already loads (the entry's closure). */
export function resolveFirstLoad(manifest: Manifest): BuiltFirstLoad {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('first-load: no entry in the Vite manifest');
  const initial = closure(manifest, entry, new Set());
  const routes: BuiltFirstLoad['routes'] = {};
  for (const [route, need] of Object.entries(FIRST_LOAD)) {
    const keys = new Set<string>();
    for (const module of need.modules) {
      if (!manifest[module]) throw new Error(`first-load: ${module} (route ${route}) is not a chunk of this build`);
      closure(manifest, module, keys);
    }
    const files = [...keys]
      .filter((key) => !initial.has(key) && (need.preloadShared || manifest[key]!.name !== SHARED_CHUNK))
      .map((key) => `/${manifest[key]!.file}`);
    routes[route] = {
      modules: [...new Set(files)],
      texts: ['common', ...need.texts],
      data: [...need.data],
      early: [...need.early],
    };
  }
  return { routes };
}

/** Writes `.vite/first-load.json` beside Vite's manifest once the bundle is written. */
export function firstLoad(): Plugin {
  let outDir = '';
  return {
    name: 'atrium:first-load',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest: Manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const target = path.join(outDir, FIRST_LOAD_FILE);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `${JSON.stringify(resolveFirstLoad(manifest), null, 2)}\n`);
    },
  };
}
