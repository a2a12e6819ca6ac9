import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImportGraph, importsOf } from './import-graph';

let root: string;
function write(file: string, source: string) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkImportGraph', () => {
  it('accepts the allowed directions', () => {
    root = mkdtempSync(path.join(tmpdir(), 'imports-'));
    write('shared/domain/a.ts', "import { z } from 'zod';\nexport const a = 1;");
    write('server/app.ts', "import { a } from '../shared/domain/a';");
    write('widget/w.tsx', "import { a } from '../shared/domain/a';");
    write('shell/s.tsx', "import '../widget/w';\nimport { a } from '../shared/domain/a';");
    expect(checkImportGraph(root)).toEqual([]);
  });

  it('refuses forbidden directions, Node built-ins in shared and cycles', () => {
    root = mkdtempSync(path.join(tmpdir(), 'imports-'));
    write('shared/x.ts', "import { s } from '../server/s';\nimport fs from 'node:fs';");
    write('server/s.ts', "import '../widget/w';\nexport const s = 1;");
    write('widget/w.ts', "export { y } from '../shell/y';");
    write('shell/y.ts', "export const y = 1;");
    write('shell/c1.ts', "import './c2';");
    write('shell/c2.ts', "import './c1';");
    const reasons = checkImportGraph(root).map((v) => `${v.file}: ${v.reason}`);
    expect(reasons).toContain('shared/x.ts: shared/ may not import server/');
    expect(reasons.some((r) => r.startsWith('shared/x.ts: shared/ may only use'))).toBe(true);
    expect(reasons).toContain('server/s.ts: server/ may not import widget/');
    expect(reasons).toContain('widget/w.ts: widget/ may not import shell/');
    expect(reasons.filter((r) => r.endsWith('import cycle'))).toHaveLength(1);
  });
});

describe('importsOf', () => {
  it('finds static, type-only, re-export, side-effect and dynamic imports, not comments', () => {
    const source = [
      "import a from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "import './d.css?inline';",
      "const e = () => import('./e');",
      "// import x from './commented';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['./a', './b', './c', './d.css?inline', './e']);
  });
});
