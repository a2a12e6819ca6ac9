import { rotateTo, zoomAt, type ImageItem, type Placement } from '../../../shared/domain';
import { placeByFocus } from '../../../shared/domain/design/focus-placement';
import type { PrintArea } from '../../../shared/domain/product/product-schema';
import type { MessageKey } from '../../../shared/i18n/messages';
import type { IconName } from './tool-icon';
import type { ToolGroupId } from './tool-groups';

/*
 * The design step's commands, each defined once with its label, icon, group and key: the toolbar
 * and the bar over the selected photo show them as buttons, the canvas's keyboard handler runs the
 * one a key names. Pointer gestures (wheel,
 * pinch, drag) and the arrow keys stay in the canvas, since they carry an anchor or a distance.
 */

/** One zoom step, for buttons, keys and the mouse wheel alike. */
export const ZOOM_STEP = 1.15;

/** What a key handler needs of a keyboard event (React's and the DOM's both fit). */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const KEY_MOVE_MM = 2;

/** How far an arrow key moves the selected image (mm; five times as far with Shift), or null for another key. */
export function arrowMove(press: Pick<KeyPress, 'key' | 'shiftKey'>): [number, number] | null {
  const step = press.shiftKey ? KEY_MOVE_MM * 5 : KEY_MOVE_MM;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  return moves[press.key] ?? null;
}

interface CommandBase {
  label: MessageKey;
  icon: IconName;
  group: ToolGroupId;
  /** The key as aria-keyshortcuts names it, so assistive technology can tell it. */
  shortcut: string;
  matches: (press: KeyPress) => boolean;
}
/** Changes the selected image's placement (a pure domain function, so the image keeps covering its cell). */
interface PlacementCommand extends CommandBase {
  group: 'photo';
  kind: 'placement';
  /** `area` is the print area the image lies on (fit keeps its faces on the area's front). */
  place: (item: ImageItem, area: PrintArea) => Placement;
}
/** Walks the design's history. */
interface HistoryCommand extends CommandBase {
  group: 'history';
  kind: 'history';
  step: 'undo' | 'redo';
}
/** Adds a text, or deletes the selected one (text/text-atoms.ts). */
interface TextCommand extends CommandBase {
  kind: 'text';
  action: 'add' | 'delete';
}
export type DesignCommand = PlacementCommand | HistoryCommand | TextCommand;

const rotateBy = (degrees: number) => (it: ImageItem) => rotateTo(it.specs.orig, it.specs.cell, it.specs.placement, it.specs.placement.rotation + degrees);
const zoomBy = (factor: number) => (it: ImageItem) => zoomAt(it.specs.orig, it.specs.cell, it.specs.placement, factor);
const isR = (press: KeyPress) => press.key === 'r' || press.key === 'R';
const withCommand = (press: KeyPress) => press.ctrlKey || press.metaKey;

const photo = { kind: 'placement', group: 'photo' } as const;
const history = { kind: 'history', group: 'history' } as const;

/** In toolbar order. */
export const DESIGN_COMMANDS: readonly DesignCommand[] = [
  { ...photo, label: 'design.zoomIn', icon: 'zoomIn', shortcut: '+', matches: (p) => p.key === '+' || p.key === '=', place: zoomBy(ZOOM_STEP) },
  { ...photo, label: 'design.zoomOut', icon: 'zoomOut', shortcut: '-', matches: (p) => p.key === '-', place: zoomBy(1 / ZOOM_STEP) },
  { ...photo, label: 'design.rotateLeft', icon: 'rotateLeft', shortcut: 'Shift+R', matches: (p) => isR(p) && p.shiftKey, place: rotateBy(-90) },
  { ...photo, label: 'design.rotateRight', icon: 'rotateRight', shortcut: 'R', matches: (p) => isR(p) && !p.shiftKey, place: rotateBy(90) },
  {
    ...photo,
    label: 'design.fit',
    icon: 'fit',
    shortcut: '0',
    matches: (p) => p.key === '0',
    // As the photo first landed: its faces on the front, off the wrap and the trim (centred without them).
    place: (it, area) => placeByFocus(it.specs.orig, it.specs.cell, area, it.specs.placement.rotation),
  },
  {
    ...history,
    label: 'design.undo',
    icon: 'undo',
    shortcut: 'Control+Z Meta+Z',
    step: 'undo',
    matches: (p) => withCommand(p) && !p.shiftKey && p.key.toLowerCase() === 'z',
  },
  {
    ...history,
    label: 'design.redo',
    icon: 'redo',
    shortcut: 'Control+Shift+Z Meta+Shift+Z Control+Y',
    step: 'redo',
    matches: (p) => withCommand(p) && ((p.shiftKey && p.key.toLowerCase() === 'z') || p.key.toLowerCase() === 'y'),
  },
  {
    kind: 'text',
    group: 'text',
    icon: 'addText',
    label: 'design.text.add',
    shortcut: 'T',
    action: 'add',
    matches: (p) => !withCommand(p) && p.key.toLowerCase() === 't',
  },
  {
    kind: 'text',
    group: 'text',
    icon: 'remove',
    label: 'design.text.delete',
    shortcut: 'Delete Backspace',
    action: 'delete',
    matches: (p) => p.key === 'Delete' || p.key === 'Backspace',
  },
];

/** The command a key press names, if any (undo and redo before the plain keys, as they need Ctrl or Cmd). */
export function commandForKey(press: KeyPress): DesignCommand | undefined {
  return DESIGN_COMMANDS.find((command) => command.kind === 'history' && command.matches(press)) ?? DESIGN_COMMANDS.find((command) => command.matches(press));
}

/** The commands of one tool group, in toolbar order. */
export const commandsOf = (group: ToolGroupId): readonly DesignCommand[] => DESIGN_COMMANDS.filter((command) => command.group === group);
