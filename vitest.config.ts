import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

// The texts come from a plugin of the Vite builds (vite.texts.ts); tests compile a language's
// catalogue when they load a part of it, as the dev server does.
const textsForTests: Plugin = {
  name: 'texts-for-tests',
  resolveId: (id) => (id === 'virtual:texts' ? '\0virtual:texts' : null),
  load: (id) =>
    id === '\0virtual:texts'
      ? [
          `import { catalogues } from ${JSON.stringify(path.resolve('shared/i18n/messages/index.ts'))};`,
          `import { compileCatalogue } from ${JSON.stringify(path.resolve('shared/i18n/compile-message.ts'))};`,
          "export const parts = ['first', 'configurator'];",
          "export const importTexts = async (name) => ({ default: compileCatalogue(catalogues[name.split('-')[1]]) });",
        ].join('\n')
      : null,
};

// Fast pure tests (shared, scripts, the deployment files), the front ends' tests, and the server's integration tests, which
// run once, on PostgreSQL: TEST_DATABASE_URL when set, else an embedded server for the run
// (server/test/global-setup.ts); each test file gets a fresh copy of a migrated, seeded template.
export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one file at a time (CPUs - 1), and a server test
    // file mostly waits on PostgreSQL and its own timers: three at once took 0.75x the time.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [textsForTests],
        test: {
          name: 'ui',
          include: ['shell/**/*.test.{ts,tsx}', 'widget/**/*.test.{ts,tsx}', 'ui/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
