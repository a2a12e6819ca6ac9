import { atom } from 'jotai';
import { ROOMS, WALL_COLOURS, type Room } from '../../../../shared/domain/preview/room-view';

export const previewViews = ['design', 'object', 'room'] as const;
export type PreviewView = (typeof previewViews)[number];

/** Kept while the visitor goes back to change the size and returns. */
export const previewViewAtom = atom<PreviewView>('design');
export const previewRoomAtom = atom<Room['id']>(ROOMS[0]?.id ?? 'living');
export const previewWallAtom = atom<string>(WALL_COLOURS[0]);

/** The soft proof in the object and wall views, and (only with it) the hatching of colours the material cannot print. */
export const softProofAtom = atom(false);
export const gamutWarningAtom = atom(false);
