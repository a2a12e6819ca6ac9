import { describe, expect, it } from 'vitest';
import { checkServerFeatureImports } from './server-feature-imports';
import { testRepos } from './test-repo';

const files = testRepos('server');
/** A repository with the given files under server/ (and a plugin folder). */
const repo = (given: Record<string, string>) => files({ 'plugins/app/x.ts': '', ...given });
/** What the check refuses in such a repository. */
const reasons = (given: Record<string, string>) => checkServerFeatureImports(repo(given)).map((v) => v.reason);

describe('server feature imports', () => {
  it.each<{ name: string; given: Record<string, string>; refused: string[] }>([
    {
      name: 'allows one feature using another',
      given: { 'features/checkout/a.ts': "import { b } from '../basket/b';", 'features/basket/b.ts': 'export const b = 1;' },
      refused: [],
    },
    {
      name: 'refuses two folders importing each other through different files',
      given: {
        'features/basket/a.ts': "import { c } from '../drafts/c';",
        'features/drafts/c.ts': "import { b } from '../basket/b';",
        'features/basket/b.ts': 'export const b = 1;',
      },
      refused: ['feature folders import each other in a loop'],
    },
    {
      name: 'lets tests reach across, and refuses a plugin importing a feature',
      given: {
        'features/basket/a.test.ts': "import { c } from '../drafts/c';",
        'features/drafts/c.ts': "import { b } from '../basket/b';",
        'features/basket/b.ts': '',
        'plugins/app/p.ts': "import { b } from '../../features/basket/b';",
      },
      refused: ['server/plugins may not import a feature'],
    },
    {
      name: 'refuses auth importing a feature, and staff importing self-care',
      given: {
        'auth/login-gate.ts': "import { p } from '../features/selfcare/passwords';",
        'features/selfcare/passwords.ts': '',
        'features/staff/login.ts': "import { p } from '../selfcare/passwords';",
      },
      refused: ['staff may not import selfcare', 'server/auth may not import a feature'],
    },
    {
      name: 'refuses server/http importing a feature',
      given: { 'http/route.ts': "import { requireStaff } from '../features/staff/require-staff';", 'features/staff/require-staff.ts': '' },
      refused: ['server/http may not import a feature'],
    },
  ])('$name', ({ given, refused }) => {
    expect(reasons(given)).toEqual(refused);
  });
});
