import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server restarting on change (tsx watch, port 8080) and Vite's dev server
 * for the shell with hot reload (port 5173, proxying /api, /assets, /widget and /sandbox to the API).
 */
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn('npx', ['vite', '--configLoader', 'runner', '--config', 'vite.shell.config.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'build', '--watch', '--configLoader', 'runner', '--config', 'vite.widget.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
console.log('Shop with hot reload: http://localhost:5173/de (API on http://localhost:8080)');
