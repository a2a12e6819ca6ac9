import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config/config';

const SECRET_FILE = 'image-url-secret';

/**
 * The key that signs image URLs: IMAGE_URL_SECRET, or (embedded and development mode) one generated
 * once and kept in the data folder, so URLs survive restarts. With S3 several hosts serve the same
 * images, so a key of one host's disk would break the others' URLs: there it must be configured.
 */
export async function imageUrlSecret(config: Config): Promise<{ secret: Buffer; generated: boolean }> {
  if (config.IMAGE_URL_SECRET) return { secret: Buffer.from(config.IMAGE_URL_SECRET, 'utf8'), generated: false };
  if (config.S3_BUCKET) throw new Error('IMAGE_URL_SECRET must be set when images live in S3 (every server must sign alike)');
  const file = path.join(config.dataDir, SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return { secret: Buffer.from(existing.trim(), 'utf8'), generated: false };
  await mkdir(config.dataDir, { recursive: true });
  // Write aside, then link: link fails if another process won the race, and nobody reads half a key.
  const temp = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, randomBytes(32).toString('base64url'), { mode: 0o600 });
  const created = await link(temp, file).then(
    () => true,
    () => false,
  );
  await rm(temp, { force: true });
  return { secret: Buffer.from((await readFile(file, 'utf8')).trim(), 'utf8'), generated: created };
}
