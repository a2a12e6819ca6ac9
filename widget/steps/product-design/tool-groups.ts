import type { MessageKey } from '../../../shared/i18n/messages';
import type { IconName } from './tool-icon';

/**
 * The groups the design tools come in, in the order they are shown (undo and redo first, where
 * people look for them); each command names its group (design-commands.ts), and the design step
 * gives a group its panel (the colour, layout and edge pickers).
 */
export const TOOL_GROUPS = [
  { id: 'history', label: 'design.tools.history', icon: 'history' },
  { id: 'photo', label: 'design.tools.photo', icon: 'photo' },
  { id: 'text', label: 'design.tools.text', icon: 'text' },
  { id: 'layout', label: 'design.tools.layout', icon: 'layout' },
  { id: 'edge', label: 'design.tools.edge', icon: 'edge' },
] as const satisfies readonly { id: string; label: MessageKey; icon: IconName }[];

export type ToolGroup = (typeof TOOL_GROUPS)[number];
export type ToolGroupId = ToolGroup['id'];
