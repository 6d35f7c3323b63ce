// Builds the web app unless apps/web/dist is newer than every source it is built from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/contracts/src',
  'package-lock.json',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

export function buildWeb({ force = false } = {}) {
  const built = path.join(root, 'apps/web/dist/index.html');
  const fresh = existsSync(built) && statSync(built).mtimeMs > Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (fresh && !force) return;
  console.log('[atrium] building the web app...');
  execSync('npm run build -w @atrium/web', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb({ force: process.argv.includes('--force') });
