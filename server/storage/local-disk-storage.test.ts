import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { allKeys } from '../test/storage-keys';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './local-disk-storage';

const root = mkdtempSync(path.join(tmpdir(), 'printshop-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = localDiskStorage(root, (key) => (key.endsWith('.jpg') ? 'image/jpeg' : undefined));

describe('localDiskStorage', () => {
  it('puts buffers and files, gets them back as streams, and deletes by key or prefix', async () => {
    await storage.put('img1/r/s400.jpg', Buffer.from('thumb'), 'image/jpeg');
    const source = path.join(root, 'upload.tmp');
    writeFileSync(source, 'original bytes');
    await storage.put('img1/original', { file: source }, 'image/png');
    const got = await storage.get('img1/r/s400.jpg');
    expect(got && { size: got.size, type: got.contentType, body: (await buffer(got.body)).toString() }).toEqual({ size: 5, type: 'image/jpeg', body: 'thumb' });
    expect(await storage.exists('img1/original')).toBe(true);
    // A put in flight ('….part') is no object; the upload's temp file outside any key neither.
    writeFileSync(path.join(root, 'img1', 'original.1a2b3c.part'), 'half');
    expect((await allKeys(storage)).toSorted()).toEqual(['img1/original', 'img1/r/s400.jpg']);
    rmSync(path.join(root, 'img1', 'original.1a2b3c.part'));
    await storage.delete('img1/original');
    await storage.delete('img1/original');
    expect(await storage.exists('img1/original')).toBe(false);
    await storage.deletePrefix('img1');
    expect(await storage.get('img1/r/s400.jpg')).toBeNull();
    expect(readdirSync(root)).toEqual(['upload.tmp']);
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid storage key/);
    await expect(storage.get('a/../../b')).rejects.toThrow(/invalid storage key/);
  });
});
