import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * Writes .br and .gz beside every compressible file of the built front ends, once, at build time,
 * with the slowest (smallest) settings: the server then sends them as they are (@fastify/static
 * preCompressed) instead of compressing on each request or, worse, not at all. On a phone's slow
 * network the shell's vendor chunk is 1.4 s uncompressed and 0.4 s as brotli.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Written beside and renamed: a shop that serves the folder meanwhile (`npm start` compresses after its first answer) never sends half a file. */
function writeWhole(file: string, bytes: Buffer) {
  writeFileSync(`${file}.part`, bytes);
  renameSync(`${file}.part`, file);
}

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    writeWhole(`${file}.br`, br);
    writeWhole(`${file}.gz`, gzipSync(content, { level: 9 }));
    files += 1;
    bytes += content.length;
    brotliBytes += br.length;
  }
  return { files, bytes, brotliBytes };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // What browsers load (dist/server is the compiled server, never sent).
  for (const part of ['shell', 'widget']) {
    const dir = path.resolve(process.env.DIST_DIR ?? 'dist', part);
    const { files, bytes, brotliBytes } = precompress(dir);
    console.log(`precompressed ${files} files in ${dir}: ${(bytes / 1024).toFixed(0)} kB -> ${(brotliBytes / 1024).toFixed(0)} kB brotli`);
  }
}
