// `npm test`: the whole suite, in order, stopping at the first failure:
// lint, type check, import boundaries, unit and server integration tests (vitest), web build, browser end-to-end
// (Playwright).
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

function step(name, run) {
  const t0 = Date.now();
  console.log(`\n[atrium test] ${name}`);
  try {
    run();
  } catch {
    console.error(`\n[atrium test] FAILED: ${name}`);
    process.exit(1);
  }
  console.log(`[atrium test] ${name}: ok (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
const sh = (command) => execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });

step('dependencies', ensureDeps);
step('browser', ensureBrowser);
step('lint (biome)', () => sh('npx biome ci .'));
step('type check', () => sh('npm run typecheck --workspaces --if-present'));
// The import rules of the house (features apart, shared code below features, web and server apart).
step('boundaries (dependency-cruiser)', () => sh('npm run boundaries --silent'));
step('unit and integration tests (vitest)', () => sh('npx vitest run'));
step('web build', () => buildWeb({ force: true }));
step('end-to-end tests (playwright, chromium)', () => sh('npx playwright test -c apps/web/playwright.config.ts'));
console.log(`\n[atrium test] all steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
