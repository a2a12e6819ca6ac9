import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { canvas } from '../../shared/domain/test-fixtures';
import { chooseProductAtom, configuratorStateAtom } from './configurator-atoms';
import { chosenImagesAtom } from './design-atoms';
import { addChosenImageAtom, runningUploadsAtom, trackUploadAtom, uploadsSettledAtom } from './upload-atoms';

const image = (id: string) => ({ orig: { id, width: 3000, height: 2000 }, src: `/${id}.jpg` });

describe('addChosenImageAtom', () => {
  it('uploads of one pick finishing one after another are all chosen, in the order they finish: a collage', () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    for (const id of ['a', 'b', 'c']) store.set(addChosenImageAtom, image(id));
    expect(store.get(chosenImagesAtom).map((c) => c.orig.id)).toEqual(['a', 'b', 'c']);
    const area = Object.values(store.get(configuratorStateAtom).design)[0];
    expect(area?.items).toHaveLength(3);
  });

  it('does not choose the same image twice', () => {
    const store = createStore();
    store.set(chooseProductAtom, canvas);
    store.set(addChosenImageAtom, image('a'));
    store.set(addChosenImageAtom, image('a'));
    expect(store.get(chosenImagesAtom)).toHaveLength(1);
  });
});

describe('uploadsSettledAtom', () => {
  it('waits for every running upload, also one started while waiting, and counts them down', async () => {
    const store = createStore();
    const finish: (() => void)[] = [];
    const upload = () => new Promise<void>((resolve) => finish.push(resolve));
    store.set(trackUploadAtom, upload());
    let settled = false;
    const waiting = store.set(uploadsSettledAtom).then(() => (settled = true));
    store.set(trackUploadAtom, upload());
    expect(store.get(runningUploadsAtom)).toHaveLength(2);
    finish[0]?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(store.get(runningUploadsAtom)).toHaveLength(1);
    expect(settled).toBe(false);
    finish[1]?.();
    await waiting;
    expect(settled).toBe(true);
    expect(store.get(runningUploadsAtom)).toHaveLength(0);
  });
});
