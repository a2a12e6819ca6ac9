import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFeatureImports } from './feature-imports';
import { testRepos } from './test-repo';

/** A repository with the given files under shell/. */
const repo = testRepos('shell');

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
