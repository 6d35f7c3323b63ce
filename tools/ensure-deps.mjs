// Installs the project's dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIN_NODE = [20, 19];

export function ensureDeps() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    console.error(`Atrium needs Node ${MIN_NODE.join('.')} or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
  const lock = readFileSync(path.join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const stamp = path.join(root, 'node_modules', '.atrium-deps-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  // Installed by hand (npm ci or install): npm's own record of the tree says whether it is the locked one. Running
  // `npm ci` anyway would empty node_modules under every process using it, for nothing.
  if (installedMatchesLock(lock)) {
    writeFileSync(stamp, hash);
    return;
  }
  console.log('[atrium] installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, hash);
}

/** Whether node_modules holds every package the lockfile pins, at its version (optional ones may be left out). */
function installedMatchesLock(lock) {
  const record = path.join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(record)) return false;
  const installed = JSON.parse(readFileSync(record, 'utf8')).packages ?? {};
  return Object.entries(JSON.parse(lock).packages ?? {}).every(
    ([key, entry]) => !key.includes('node_modules/') || entry.optional || entry.link || installed[key]?.version === entry.version,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
