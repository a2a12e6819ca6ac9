import type { MessageKey } from '../../../shared/i18n/messages';
import { useT } from '../../../ui/intl/use-t';
import { CommandButton } from './command-button';
import type { DesignCommand } from './design-commands';
import { useDesignCommands } from './use-design-commands';

interface DesignToolbarProps {
  /** The selected image, among the area's images. */
  index: number;
  commands: readonly DesignCommand[];
  label: MessageKey;
  className?: string;
}

/** An icon button per design command, run on the selected image. */
export function DesignToolbar({ index, commands, label, className = 'toolbar' }: DesignToolbarProps) {
  const t = useT();
  const run = useDesignCommands(index);
  if (commands.length === 0) return null;
  return (
    <div className={className} role="toolbar" aria-label={t(label)}>
      {commands.map((command) => (
        <CommandButton key={command.label} command={command} enabled={run.enabled(command)} onRun={() => run.run(command)} />
      ))}
    </div>
  );
}
