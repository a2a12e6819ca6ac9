import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * For the import checks' tests: `repo(files)` writes a repository with the given files below
 * `folder` (shell, server) in a temporary directory and answers its root; it is removed after each test.
 */
export function testRepos(folder: string): (files: Record<string, string>) => string {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  return (files) => {
    root = mkdtempSync(path.join(tmpdir(), `${folder}-imports-`));
    for (const [name, text] of Object.entries(files)) {
      const full = path.join(root, folder, name);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
    return root;
  };
}
