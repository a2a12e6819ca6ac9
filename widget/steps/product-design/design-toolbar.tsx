import { useIntl } from '../../../ui/intl/intl-provider';
import { DESIGN_COMMANDS } from './design-commands';
import { useDesignCommands } from './use-design-commands';

/** A button per design command, with its key announced (aria-keyshortcuts) and run on the selected image. */
export function DesignToolbar({ index }: { index: number }) {
  const intl = useIntl();
  const commands = useDesignCommands(index);
  return (
    <div className="toolbar" role="toolbar" aria-label={intl.formatMessage({ id: 'design.canvas.label' })}>
      {DESIGN_COMMANDS.map((command) => (
        <button
          key={command.label}
          type="button"
          aria-keyshortcuts={command.shortcut}
          disabled={!commands.enabled(command)}
          onClick={() => commands.run(command)}
        >
          {intl.formatMessage({ id: command.label })}
        </button>
      ))}
    </div>
  );
}
