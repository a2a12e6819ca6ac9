import { useAtomValue } from 'jotai';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../ui/intl/use-t';
import { DESIGN_COMMANDS } from './design-commands';
import { DesignToolbar } from './design-toolbar';
import type { ToolGroup, ToolGroupId } from './tool-groups';
import { ToolIcon } from './tool-icon';
import { selectedTextAtom } from './text/text-atoms';

interface ToolSheetProps {
  index: number;
  /** The groups with a panel, in order. */
  groups: readonly ToolGroup[];
  panels: Partial<Record<ToolGroupId, ReactNode>>;
}

/**
 * The tools on a phone, so the canvas keeps the screen: every command as an icon in one bar, and a
 * tab strip of the groups with a panel; a tab opens its group, one at a time, in a sheet under the
 * tabs (design-tools.css). Focus moves into the sheet when it opens and back to its tab when Escape
 * or the close button shuts it; the arrow keys move between the tabs. A text newly selected on the
 * canvas (or just added) opens the text group, without taking the focus from the canvas.
 */
export function ToolSheet({ index, groups, panels }: ToolSheetProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState<ToolGroupId | null>(null);
  const selectedText = useAtomValue(selectedTextAtom);
  const [shownText, setShownText] = useState(selectedText);
  const focusOnOpen = useRef(false);
  if (selectedText !== shownText) {
    setShownText(selectedText);
    if (selectedText !== null && groups.some((g) => g.id === 'text')) setOpen('text');
  }
  const sheet = useRef<HTMLDivElement>(null);
  const tabs = useRef<Partial<Record<ToolGroupId, HTMLButtonElement | null>>>({});
  const group = groups.find((g) => g.id === open);

  // Into view as little as needed, so the canvas above stays on screen as far as it can.
  useLayoutEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) sheet.current?.focus({ preventScroll: true });
    focusOnOpen.current = false;
    sheet.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  const close = () => {
    if (open) tabs.current[open]?.focus();
    setOpen(null);
  };
  const onTabKey = (e: KeyboardEvent, at: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = groups[(at + step + groups.length) % groups.length];
    if (next) tabs.current[next.id]?.focus();
  };

  return (
    <div className="tool-sheet">
      <DesignToolbar index={index} commands={DESIGN_COMMANDS} label="design.tools" />
      <div className="tool-tabs" role="tablist" aria-label={t('design.tools')}>
        {groups.map((g, at) => (
          <button
            key={g.id}
            ref={(element) => {
              tabs.current[g.id] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${g.id}`}
            aria-selected={open === g.id}
            // One tab in the tab order (the open one, else the first); the arrow keys reach the others.
            tabIndex={g.id === (group ?? groups[0])?.id ? 0 : -1}
            aria-controls={open === g.id ? `${id}-panel` : undefined}
            onClick={() => {
              focusOnOpen.current = true;
              setOpen(open === g.id ? null : g.id);
            }}
            onKeyDown={(e) => onTabKey(e, at)}
          >
            <ToolIcon name={g.icon} />
            {t(g.label)}
          </button>
        ))}
      </div>
      {group && (
        <div
          ref={sheet}
          className="tool-sheet-panel"
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${group.id}`}
          tabIndex={-1}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            close();
          }}
        >
          <button type="button" className="tool-sheet-close" aria-label={t('design.tools.close')} onClick={close}>
            <ToolIcon name="close" />
          </button>
          {panels[group.id]}
        </div>
      )}
    </div>
  );
}
