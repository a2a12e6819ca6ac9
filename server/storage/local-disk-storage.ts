import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ObjectStorage, type StoredObject, assertKey, isKey } from './object-storage';

/** Objects as files under one folder. Content types are not stored; they follow from the key's extension. */
export function localDiskStorage(root: string, typeOf: (key: string) => string | undefined): ObjectStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside the target, then rename: readers never see half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await copyFile(body.file, temp);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(file), size: info.size, contentType: typeOf(key) };
    },
    async exists(key) {
      return (await stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(key) {
      await unlink(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // A put's temporary file ('….part') is no object yet.
        if (isKey(key) && !key.endsWith('.part')) yield key;
      }
    },
  };
}
