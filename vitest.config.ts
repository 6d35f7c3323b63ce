import { configDefaults, defineConfig } from 'vitest/config';
import server from './apps/server/vitest.config';

/**
 * Server test files that need a fresh module graph: a module mock (catalogue-fallback), the heap measured
 * (crm-imports), a mail transport kept per process (the two SMTP files), socket listeners counted (realtime). The rest
 * share their worker's modules: importing the app again for every file was a third of the server project's time.
 */
const SERVER_ISOLATED = [
  'src/modules/catalogue/catalogue-fallback.test.ts',
  'src/modules/crm-imports/crm-imports.test.ts',
  'src/modules/auth/password-reset.test.ts',
  'src/platform/email/send-email.test.ts',
  'src/platform/realtime/realtime.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      'apps/web',
      {
        root: './apps/server',
        test: { ...server.test, name: 'server', isolate: false, exclude: [...configDefaults.exclude, ...SERVER_ISOLATED] },
      },
      { root: './apps/server', test: { ...server.test, name: 'server-isolated', include: SERVER_ISOLATED } },
      'packages/contracts',
    ],
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core machines this suite runs on.
    // Much of a file's time is waiting (PostgreSQL, jsdom start-up), so two workers cut the run by about a third.
    maxWorkers: 2,
  },
});
