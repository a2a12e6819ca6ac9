import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = process.env.DEV_BACKEND ?? 'http://localhost:8080';

// The shop shell: built into dist/shell, served by the server for every /{lang}/... path.
export default defineConfig({
  root: 'shell',
  plugins: [react()],
  build: {
    outDir: '../dist/shell',
    emptyOutDir: true,
    assetsDir: 'app',
    sourcemap: true,
  },
  server: {
    port: Number(process.env.SHELL_DEV_PORT ?? 5173),
    proxy: { '/api': backend, '/assets': backend, '/widget': backend, '/sandbox': backend },
  },
});
