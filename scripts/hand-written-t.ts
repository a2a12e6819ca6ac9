import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Violation } from './feature-imports';

/*
 * The shell and the widget word with one `t`: `useT()` in a component or hook, `typedT(intl)` where an
 * intl is at hand (ui/intl/use-t.ts). A `t` of a file's own that wraps formatMessage is the
 * copy the shared one replaced (issue 39); oxlint cannot forbid a declaration by its shape, so this does.
 */

/** `const t = (…) => intl.formatMessage…`, `function t(…) { … formatMessage`, or a `t: (…) =>` property doing the same, within one statement. */
const ownT = /(?:\b(?:const|let|var)\s+t\s*=|\bfunction\s+t\s*\(|(?<![\w$.])t\s*:\s*\()[^;]{0,300}?\bformatMessage\b/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function checkHandWrittenT(root: string): Violation[] {
  return ['shell', 'widget'].flatMap((folder) =>
    sources(path.join(root, folder)).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(ownT)].map((match) => ({
        file: `${path.relative(root, file)}:${source.slice(0, match.index).split('\n').length}`,
        target: match[0].split('\n')[0] as string,
        reason: 'a `t` of its own; use useT() or typedT(intl) from ui/intl/use-t.ts',
      }));
    }),
  );
}
