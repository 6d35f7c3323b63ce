import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/ensure-browser.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/** Debian's Chromium, never a downloaded browser; flags keep it quiet on a machine with no outside network. */
const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole flows (sign in, several pages, up to three browsers) on two shared cores: half a minute for the longest
  // when the machine is quiet, twice that while the other worker runs such a flow beside it, and more on a slower
  // CI machine. The limit catches hangs; it is not a speed target (benchmarks are).
  timeout: 90_000,
  // A first visit loads a chunk, its texts and its data; on two starved cores (two workers, each with a browser)
  // that took 10 s in a CI run, so expectations wait up to 15 s (a passing run waits only as long as it must).
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every test made each flow about 40% slower (DOM snapshots at every step), which pushed
    // the longest flows to the time limit; a failure is retried once on CI, and that retry records the trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node tools/e2e-server.mjs',
    cwd: '../..',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
