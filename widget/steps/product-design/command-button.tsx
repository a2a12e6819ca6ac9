import { autoUpdate, flip, offset, shift, useDismiss, useFloating, useFocus, useHover, useInteractions, useRole } from '@floating-ui/react';
import { useState } from 'react';
import type { MessageKey } from '../../../shared/i18n/messages';
import { useT, type T } from '../../../ui/intl/use-t';
import type { DesignCommand } from './design-commands';
import { ToolIcon } from './tool-icon';

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
 * shown with the label in a tooltip on hover and keyboard focus (floating-ui; Escape dismisses it).
 * The tooltip stays in the button's tree, inside the widget's shadow root, so the widget's styles reach it.
 */
export function CommandButton({ command, enabled, onRun }: CommandButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    strategy: 'fixed',
    middleware: [offset(6), flip({ padding: 4 }), shift({ padding: 4 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // Not on touch: a tap would leave the tooltip standing over the next button.
    useHover(context, { mouseOnly: true, delay: { open: 300 }, move: false }),
    useFocus(context, { visibleOnly: true }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const label = t(command.label);
  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="tool-button"
        aria-label={label}
        aria-keyshortcuts={command.shortcut}
        disabled={!enabled}
        {...getReferenceProps({ onClick: onRun })}
      >
        <ToolIcon name={command.icon} />
      </button>
      {open && (
        <div
          // oxlint-disable-next-line react/refs -- floating-ui's setFloating is a callback ref; nothing reads .current in render
          ref={refs.setFloating}
          className="tool-tip"
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {label} <kbd>{shortcutText(command.shortcut, t)}</kbd>
        </div>
      )}
    </>
  );
}
