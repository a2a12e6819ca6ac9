import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const packageDir = path.resolve('widget/package');

/**
 * A partner's React app (index.html in `root`) bundled by Vite into `outDir`, with @printshop/embed
 * resolved through the package's exports to its dist (npm run build makes it), as a partner's
 * bundler resolves the published package.
 */
export async function buildWithEmbedPackage(root: string, outDir: string): Promise<void> {
  const { exports } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, { import: string }> };
  const entry = (name: string) => path.join(packageDir, (exports[name] as { import: string }).import);
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^@printshop\/embed\/react$/, replacement: entry('./react') },
        { find: /^@printshop\/embed$/, replacement: entry('.') },
      ],
    },
    build: { outDir, emptyOutDir: true },
  });
}
