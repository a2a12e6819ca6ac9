import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServerFeatureImports } from './server-feature-imports';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository with the given files under server/. */
function repo(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'server-feature-imports-'));
  for (const [name, text] of Object.entries({ 'plugins/app/x.ts': '', ...files })) {
    const full = path.join(root, 'server', name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

describe('server feature imports', () => {
  it('allows one feature using another', () => {
    expect(
      checkServerFeatureImports(repo({ 'features/checkout/a.ts': "import { b } from '../basket/b';", 'features/basket/b.ts': 'export const b = 1;' })),
    ).toEqual([]);
  });

  it('refuses two folders importing each other through different files', () => {
    const found = checkServerFeatureImports(
      repo({
        'features/basket/a.ts': "import { c } from '../drafts/c';",
        'features/drafts/c.ts': "import { b } from '../basket/b';",
        'features/basket/b.ts': 'export const b = 1;',
      }),
    );
    expect(found.map((v) => v.reason)).toEqual(['feature folders import each other in a loop']);
  });

  it('lets tests reach across, and refuses a plugin importing a feature', () => {
    const found = checkServerFeatureImports(
      repo({
        'features/basket/a.test.ts': "import { c } from '../drafts/c';",
        'features/drafts/c.ts': "import { b } from '../basket/b';",
        'features/basket/b.ts': '',
        'plugins/app/p.ts': "import { b } from '../../features/basket/b';",
      }),
    );
    expect(found.map((v) => v.reason)).toEqual(['a plugin may not import a feature']);
  });
});
