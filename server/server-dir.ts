import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by the server's build (vite.server.config.ts): the way from the built file's folder to server/. */
declare const PRINTSHOP_SERVER_DIR: string | undefined;

const moduleDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The server's source folder, where its run-time files stay: the migrations (db/migrations) and the
 * assets. Run from the sources (tsx, vitest) it is this module's folder; the built server
 * (dist/server/main.js) has the way from its own folder compiled in.
 */
export const serverDir = typeof PRINTSHOP_SERVER_DIR === 'string' ? path.resolve(moduleDir, PRINTSHOP_SERVER_DIR) : moduleDir;
