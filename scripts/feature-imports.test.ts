import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFeatureImports } from './feature-imports';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A repository with the given files under shell/. */
function repo(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'feature-imports-'));
  for (const [name, text] of Object.entries(files)) {
    const full = path.join(root, 'shell', name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

describe('shell feature imports', () => {
  it('reports a feature that imports another feature', () => {
    const dir = repo({ 'features/checkout/page.tsx': "import { x } from '../selfcare/form';\n", 'features/selfcare/form.tsx': 'export const x = 1;\n' });
    expect(checkFeatureImports(dir).map((v) => v.file)).toEqual([path.join('shell', 'features', 'checkout', 'page.tsx')]);
  });

  it('accepts imports within a feature and of the shared shell folders', () => {
    const dir = repo({
      'features/checkout/page.tsx': "import { y } from './y';\nimport { TextField } from '../../components/form';\n",
      'features/checkout/y.ts': 'export const y = 1;\n',
    });
    expect(checkFeatureImports(dir)).toEqual([]);
  });
});
