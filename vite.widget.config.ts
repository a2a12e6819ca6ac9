import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The embeddable widget: one self-contained IIFE at /widget/configurator.js, CSS inlined into its
// shadow roots. NODE_ENV is fixed so React ships its production build in library mode.
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: path.resolve(process.env.DIST_DIR ?? 'dist', 'widget'),
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: 'widget/embed/mount.tsx',
      name: 'PrintshopConfigurator',
      formats: ['iife'],
      fileName: () => 'configurator.js',
    },
  },
});
