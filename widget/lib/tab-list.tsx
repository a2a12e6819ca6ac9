import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/**
 * Tabs by the ARIA tabs pattern: the arrow keys (and Home, End) move to a tab and select it, only
 * the selected tab is in the tab order, each tab controls the one panel.
 */
export function TabList<T extends string>({
  values,
  value,
  onChange,
  label,
  className,
  tabId,
  panelId,
  children,
  tabClassName,
}: {
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  className: string;
  tabId: (value: T) => string;
  panelId: string;
  /** The content of a tab. */
  children: (value: T) => ReactNode;
  tabClassName?: (value: T) => string | undefined;
}) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = values.indexOf(value);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: values.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + values.length) % values.length;
    const chosen = values[next];
    if (chosen === undefined) return;
    onChange(chosen);
    tabs.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {values.map((entry, index) => (
        <button
          key={entry}
          ref={(node) => {
            tabs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={tabId(entry)}
          aria-selected={entry === value}
          aria-controls={panelId}
          tabIndex={entry === value ? 0 : -1}
          className={tabClassName?.(entry)}
          onClick={() => onChange(entry)}
        >
          {children(entry)}
        </button>
      ))}
    </div>
  );
}
