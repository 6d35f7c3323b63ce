// Browser tests run in Debian's Chromium (no browser downloads here). Install it when missing, or say how in one line.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags that keep Chromium quiet on a machine with no outside network (browser tests and the Lighthouse bench). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureBrowser() {
  if (existsSync(CHROMIUM_PATH)) return;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and try again.`,
    );
    process.exit(1);
  }
  console.log('[atrium] installing Chromium for the browser tests (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium install finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBrowser();
