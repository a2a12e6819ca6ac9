import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

// The shell's per-language message chunks come from a plugin of its Vite build; tests compile the
// catalogues when they load them (as the dev server does).
const shellCatalogueForTests: Plugin = {
  name: 'shell-catalogue-for-tests',
  resolveId: (id) => (id === 'virtual:shell-catalogue' ? '\0virtual:shell-catalogue' : null),
  load: (id) =>
    id === '\0virtual:shell-catalogue'
      ? [
          `import { catalogues } from ${JSON.stringify(path.resolve('shared/i18n/messages/index.ts'))};`,
          `import { compileCatalogue } from ${JSON.stringify(path.resolve('shared/i18n/compile-message.ts'))};`,
          'export const loadFirstTexts = async (locale) => compileCatalogue(catalogues[locale]);',
          'export const loadLaterTexts = null;',
          'export const loadConfiguratorTexts = async (locale) => catalogues[locale];',
        ].join('\n')
      : null,
};

// Fast pure tests (shared, scripts), the front ends' tests, and the server's integration tests, which
// run once, on PostgreSQL: TEST_DATABASE_URL when set, else an embedded server for the run
// (server/test/global-setup.ts); each test file gets a fresh copy of a migrated, seeded template.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [shellCatalogueForTests],
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
