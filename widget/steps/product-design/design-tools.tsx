import { atom, useAtomValue } from 'jotai';
import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { hasEdge } from '../../../shared/domain';
import { useT } from '../../../ui/intl/use-t';
import { designAreaAtom } from '../../state/state-slices';
import { commandsOf, type DesignCommand } from './design-commands';
import { previewViewAtom } from './preview/preview-atoms';
import { DesignToolbar } from './design-toolbar';
import toolsCss from './design-tools.css?inline';
import { TOOL_GROUPS, type ToolGroup, type ToolGroupId } from './tool-groups';
import { ToolIcon } from './tool-icon';
import { ToolSheet } from './tool-sheet';
import { useAdoptedSheet } from './use-adopted-sheet';

/** Below this width (px) the design step is a phone's: its tools go into a sheet (tool-sheet.tsx). */
const PHONE_WIDTH = 640;

/** Whether the element's parent (the design step, embedded in any page) is as narrow as a phone: the container's width, not the window's. */
function usePhoneWidth(ref: RefObject<HTMLElement | null>): boolean {
  // A phone's window holds no wider step: guessed from it, the first render is the phone's tools, not
  // the wide groups and panels rendered, laid out and taken down again at once (a slow step change at 4x CPU).
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.innerWidth > 0 && window.innerWidth < PHONE_WIDTH);
  // Measured before the first paint as well, so a phone does not see the wide tools flash first.
  useLayoutEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent) return;
    const measure = (width: number) => setPhone(width > 0 && width < PHONE_WIDTH);
    measure(parent.clientWidth);
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(parent);
    return () => observer.disconnect();
  }, [ref]);
  return phone;
}

/** Whether the area has an edge to choose (a canvas on a frame): a new size leaves it as it was, so the tools do not render again. */
const areaHasEdgeAtom = atom((get) => {
  const area = get(designAreaAtom);
  return !!area && hasEdge(area);
});

interface DesignToolsProps {
  /** The selected image, among the area's images. */
  index: number;
  /** What a group shows besides its commands. */
  panels: Partial<Record<ToolGroupId, ReactNode>>;
  /** Shown after the tools, on every width (the quality meter). */
  children?: ReactNode;
}

/**
 * The design step's tools in their groups (tool-groups.ts): on a wide step each group with its
 * icon buttons and its panel, in a column; on a phone's width the tool sheet (tool-sheet.tsx).
 * Each command has one button on screen, so "Fit" names one thing.
 */
export function DesignTools({ index, panels, children }: DesignToolsProps) {
  const root = useRef<HTMLDivElement>(null);
  useAdoptedSheet(root, toolsCss);
  const phone = usePhoneWidth(root);
  const edge = useAtomValue(areaHasEdgeAtom);
  // A group shows when it has something to offer here: edges for a canvas on a frame; layouts always, as templates suit one photo too.
  const offered: Record<ToolGroupId, boolean> = { history: true, photo: true, text: true, layout: true, edge };
  const groups = TOOL_GROUPS.filter((group) => offered[group.id] && (commandsOf(group.id).length > 0 || panels[group.id]));
  // Over the canvas the photo's commands sit beside the photo (context-bar.tsx), once; over the previews they are here.
  const onCanvas = useAtomValue(previewViewAtom) === 'design';
  const commandsIn = (group: ToolGroup) => (onCanvas && group.id === 'photo' ? [] : commandsOf(group.id));

  return (
    <div ref={root} className="design-tools">
      {phone ? (
        <ToolSheet index={index} groups={groups.filter((group) => panels[group.id])} panels={panels} />
      ) : (
        groups.map((group) => (
          <ToolGroupBox key={group.id} group={group} commands={commandsIn(group)} index={index}>
            {panels[group.id]}
          </ToolGroupBox>
        ))
      )}
      {children}
    </div>
  );
}

/** A group on a wide step: its name, its commands' buttons, its panel. */
function ToolGroupBox({ group, commands, index, children }: { group: ToolGroup; commands: readonly DesignCommand[]; index: number; children: ReactNode }) {
  const t = useT();
  const title = useId();
  return (
    <div className="tool-group" role="group" aria-labelledby={title}>
      <h3 className="tool-group-title" id={title}>
        <ToolIcon name={group.icon} />
        {t(group.label)}
      </h3>
      <DesignToolbar index={index} commands={commands} label={group.label} />
      {children}
    </div>
  );
}
