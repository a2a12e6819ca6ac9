import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHandWrittenT } from './hand-written-t';
import { testRepos } from './test-repo';

const repo = testRepos('shell');
/** Files under shell/, and an empty widget/ beside it. */
const shell = (files: Record<string, string>) => repo({ 'empty.ts': '', ...files, '../widget/empty.ts': '' });

describe('hand-written t', () => {
  it('names the file and line of a t of its own that wraps formatMessage', () => {
    const dir = shell({
      'features/a/page.tsx': 'const intl = useIntl();\nconst t = (id: MessageKey) => intl.formatMessage({ id });\n',
      'features/a/hook.ts': 'const words = {\nt: (id: MessageKey, values?: Values) =>\n    intl.formatMessage({ id }, values),\n};\n',
    });
    expect(
      checkHandWrittenT(dir)
        .map((v) => v.file)
        .toSorted(),
    ).toEqual([path.join('shell', 'features', 'a', 'hook.ts:2'), path.join('shell', 'features', 'a', 'page.tsx:2')]);
  });

  it('accepts the shared t and other things named t', () => {
    const dir = shell({
      'features/a/page.tsx': "const t = useT();\nconst title = intl.formatMessage({ id: 'x' });\n",
      'features/a/draw.ts': "const t = texture.getContext('2d');\nconst label = intl.formatMessage({ id: 'y' });\n",
    });
    expect(checkHandWrittenT(dir)).toEqual([]);
  });
});
