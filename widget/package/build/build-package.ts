import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import {
  ReadyDetail,
  ErrorDetail,
  DoneDetail,
  OrderDetail,
  StepDetail,
  PriceDetail,
  AddedDetail,
  UploadProgressDetail,
  EmbedSettings,
} from '../../../shared/api/embed-events';
import { declarationsOf } from './plain-types';

/*
 * npm run build:embed-package: @printshop/embed into widget/package/dist (nothing is published).
 * - index.js, react.js: ES modules, React left to the partner's app (an optional peer).
 * - types/: declarations by tsc of the package and of what it names from the loader and
 *   shared/api, keeping their folders. The zod schemas' module is replaced by plain types of its
 *   payloads (plain-types.ts), so partners need no zod; only files the entries reach are kept.
 * Then the built declarations are checked: each plain type equals the schema's z.infer, and the
 * package's type test (src/package-types.test-d.tsx) compiles against them.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const packageDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(packageDir, 'dist');
const typesDir = path.join(dist, 'types');
const entries = { index: 'src/index.ts', react: 'src/react.tsx' };
const schemaModule = 'shared/api/embed-events';
const payloads = { ReadyDetail, ErrorDetail, DoneDetail, OrderDetail, StepDetail, PriceDetail, AddedDetail, UploadProgressDetail, EmbedSettings };
/** Imports a declaration file may keep: the optional peer; everything else must be inside the package. */
const PEERS = ['react', 'react/jsx-runtime'];

function tsc(args: string[]) {
  try {
    execFileSync(path.join(root, 'node_modules/.bin/tsc'), args, { cwd: root, stdio: 'inherit' });
  } catch {
    // tsc has printed why.
    throw new Error('@printshop/embed: the declarations do not compile (above)');
  }
}
const compilerOptions = ['--ignoreConfig', '--strict', '--skipLibCheck', '--target', 'es2023', '--lib', 'es2023,dom,dom.iterable'];
compilerOptions.push('--module', 'esnext', '--moduleResolution', 'bundler', '--jsx', 'react-jsx', '--types', 'node');

rmSync(dist, { recursive: true, force: true });
await build({
  configFile: false,
  root: packageDir,
  logLevel: 'warn',
  build: {
    outDir: dist,
    emptyOutDir: false,
    lib: { entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(packageDir, file)])), formats: ['es'] },
    rolldownOptions: { external: (id) => PEERS.includes(id) },
  },
});

const emitted = path.join(dist, '.emitted');
tsc([
  ...compilerOptions,
  '--declaration',
  '--emitDeclarationOnly',
  '--rootDir',
  root,
  '--outDir',
  emitted,
  ...Object.values(entries).map((f) => path.join(packageDir, f)),
]);
const header = `// Plain types of ${schemaModule}.ts's zod schemas (widget/package/build/plain-types.ts).\n\n`;
writeFileSync(path.join(emitted, `${schemaModule}.d.ts`), header + declarationsOf(payloads));

/** Copies a declaration file and those it imports into types/; answers nothing, throws on an import from outside. */
function keep(file: string, seen: Set<string>) {
  if (seen.has(file)) return;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, specifier] of text.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
    if (!specifier) continue;
    if (specifier.startsWith('.')) keep(path.resolve(path.dirname(file), `${specifier.replace(/\.js$/, '')}.d.ts`), seen);
    else if (!PEERS.includes(specifier)) throw new Error(`${path.relative(emitted, file)} imports ${specifier}, which the package does not have`);
  }
  const target = path.join(typesDir, path.relative(emitted, file));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
}
const seen = new Set<string>();
for (const file of Object.values(entries)) keep(path.join(emitted, 'widget/package', file.replace(/\.tsx?$/, '.d.ts')), seen);
rmSync(emitted, { recursive: true });

// The checks compile beside dist (so react's types resolve) and leave nothing behind.
const check = path.join(dist, '.check');
rmSync(check, { recursive: true, force: true });
mkdirSync(check);
const built = (file: string) => JSON.stringify(path.join(typesDir, 'widget/package/src', file));
const same = Object.keys(payloads).map((name) => `Same<Plain.${name}, Zod.${name}>`);
writeFileSync(
  path.join(check, 'plain-types.check.ts'),
  [
    `import type * as Plain from ${JSON.stringify(path.join(typesDir, schemaModule))};`,
    `import type * as Zod from ${JSON.stringify(path.join(root, schemaModule))};`,
    'type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;',
    `export const same: [${same.join(', ')}] = [${same.map(() => 'true').join(', ')}];`,
  ].join('\n'),
);
const typeTest = readFileSync(path.join(packageDir, 'src/package-types.test-d.tsx'), 'utf8');
writeFileSync(path.join(check, 'package-types.check.tsx'), typeTest.replace("'./react'", built('react')).replace("'./index'", built('index')));
try {
  tsc([...compilerOptions, '--noEmit', path.join(check, 'plain-types.check.ts'), path.join(check, 'package-types.check.tsx')]);
} finally {
  rmSync(check, { recursive: true });
}
console.log(`@printshop/embed: ${path.relative(root, dist)} (${seen.size} declaration files)`);
