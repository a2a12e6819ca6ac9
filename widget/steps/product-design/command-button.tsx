import { useRef } from 'react';
import type { MessageKey } from '../../../shared/i18n/messages';
import { useT, type T } from '../../../ui/intl/use-t';
import type { DesignCommand } from './design-commands';
import { useFloatingBox } from './floating/use-floating-box';
import { useTooltip } from './floating/use-tooltip';
import { ToolIcon } from './tool-icon';

/** Above the button, below it where the viewport has no room above. */
const TOOLTIP_PLACEMENT = { side: 'top', offset: 6, padding: 4, flip: true, shiftVertically: false } as const;

const KEY_NAMES: Record<string, MessageKey> = { Control: 'design.key.Control', Shift: 'design.key.Shift', Meta: 'design.key.Meta' };

/** The first of a command's shortcuts (aria-keyshortcuts syntax) as people read it: "Strg+Z". */
function shortcutText(shortcut: string, t: T): string {
  const first = shortcut.split(' ')[0] ?? '';
  return first
    .split('+')
    .map((key) => (KEY_NAMES[key] ? t(KEY_NAMES[key]) : key))
    .join('+');
}

interface CommandButtonProps {
  command: DesignCommand;
  enabled: boolean;
  onRun: () => void;
}

/**
 * A command as an icon button: named by its label, its shortcut announced (aria-keyshortcuts) and
 * shown with the label in a tooltip on hover and keyboard focus (Escape dismisses it).
 * The tooltip stays in the button's tree, inside the widget's shadow root, so the widget's styles reach it.
 */
export function CommandButton({ command, enabled, onRun }: CommandButtonProps) {
  const t = useT();
  const button = useRef<HTMLButtonElement>(null);
  const { open, reference, tooltip } = useTooltip(button);
  const tip = useRef<HTMLDivElement>(null);
  const tipStyle = useFloatingBox(tip, open, () => button.current, TOOLTIP_PLACEMENT);
  const label = t(command.label);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="tool-button"
        aria-label={label}
        aria-keyshortcuts={command.shortcut}
        disabled={!enabled}
        onClick={onRun}
        {...reference}
      >
        <ToolIcon name={command.icon} />
      </button>
      {open && (
        <div ref={tip} className="tool-tip" style={tipStyle} {...tooltip}>
          {label} <kbd>{shortcutText(command.shortcut, t)}</kbd>
        </div>
      )}
    </>
  );
}
