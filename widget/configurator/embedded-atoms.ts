import { atom } from 'jotai';
import type { EmbedSettings } from '../../shared/api/embed-events';
import { enterEmbeddedMode, isImageItem, type CollageLayout, type Design } from '../../shared/domain';
import { configuratorEnv, configuratorStateAtom } from '../state/configurator-state';
import { chosenImagesAtom, historyAtom, layoutAtom } from '../state/design-rebuild';

/**
 * Embedded mode (spec section 4): instruction, design and printdata come from the host's settings,
 * with empty defaults; the images of the supplied design become the widget's chosen images.
 */
export const enterEmbeddedAtom = atom(null, (get, set, settings: EmbedSettings) => {
  const design: Design = settings.design ?? {};
  const items = Object.values(design).flatMap((area) => area.items.filter(isImageItem));
  set(
    chosenImagesAtom,
    items.map((item) => ({ orig: item.specs.orig, src: item.specs.src })),
  );
  set(layoutAtom, (items[0]?.specs.layout ?? null) as CollageLayout | null);
  set(historyAtom, { past: [], future: [] });
  const configuration = settings.instruction?.configuration;
  const instruction = configuration ? { configuration } : null;
  set(configuratorStateAtom, enterEmbeddedMode(get(configuratorStateAtom), { instruction, design, printdata: settings.printdata ?? null }, configuratorEnv()));
});
