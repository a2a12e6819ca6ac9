import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * The test app of a test file: created before its tests, closed after them (arguments as
 * createTestApp's). Read `t.app` and `t.database` inside the tests, once it exists.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  let current: TestApp | undefined;
  const made = () => {
    if (!current) throw new Error('the test app is made in beforeAll; use it inside a test or hook');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(...args);
  });
  afterAll(() => current?.close());
  return {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    close: () => made().close(),
  };
}

/** A test app with the settings of one test: made inside it, closed when it ends. */
export async function testAppOfTest(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const made = await createTestApp(...args);
  onTestFinished(() => made.close());
  return made;
}
