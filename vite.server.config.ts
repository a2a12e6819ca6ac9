import path from 'node:path';
import { defineConfig } from 'vite';

/*
 * The server, compiled: one ES module dist/server/main.js (Vite's SSR build of server/main.ts) that
 * `npm start` runs with plain node. Packages stay imports of node_modules (SSR externals), so
 * native ones (sharp, argon2) and the PostgreSQL binaries resolve as from the sources. The run-time
 * files stay in server/ (migrations, assets): the build compiles in the way there (server/server-dir.ts).
 */
const outDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'server');

export default defineConfig({
  publicDir: false,
  define: { PRINTSHOP_SERVER_DIR: JSON.stringify(path.relative(outDir, path.resolve('server'))) },
  build: {
    ssr: 'server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The modules main.js loads later (the app, loaded while the database starts; PDF making) beside it, so that
    // import.meta.url means the same folder in each.
    rolldownOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
