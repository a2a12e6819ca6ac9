import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { LINE_HEIGHT_EM, type TextItemSpecs, type TextLayout } from '../../../../shared/domain/text';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { textFont } from './paint-text';
import { changeTextAtom, editingTextAtom, textItemsAtom } from './text-atoms';
import { useTextLayouts } from './text-layer';

/** The editor of the text being edited in place, over the canvas (`ppm`: its pixels per mm), if one is; the canvas gets the focus back after it. */
export function TextEditing({ ppm, onDone }: { ppm: number; onDone: () => void }) {
  const [editing, setEditing] = useAtom(editingTextAtom);
  const texts = useAtomValue(textItemsAtom);
  const layouts = useTextLayouts();
  const change = useSetAtom(changeTextAtom);
  const item = editing === null ? undefined : texts[editing];
  const layout = editing === null ? undefined : layouts[editing];
  if (editing === null || !item || !layout) return null;
  const close = () => {
    setEditing(null);
    onDone();
  };
  return (
    <TextEditor
      key={editing}
      specs={item.specs}
      layout={layout}
      ppm={ppm}
      onCommit={(text) => {
        change({ index: editing, change: { text } });
        close();
      }}
      onCancel={close}
    />
  );
}

interface TextEditorProps {
  specs: TextItemSpecs;
  layout: TextLayout;
  ppm: number;
  onCommit: (text: string) => void;
  onCancel: () => void;
}

/** Room (px) for the caret and a few more letters beyond the text's box while typing. */
const SLACK_PX = 24;

/**
 * The text edited in place: a textarea over the text on the canvas, in its font, size, colour and
 * turn. Escape leaves the text as it was; Ctrl/Cmd+Enter or leaving the field keeps what was typed
 * (Enter alone is a new line).
 */
function TextEditor({ specs, layout, ppm, onCommit, onCancel }: TextEditorProps) {
  const intl = useIntl();
  const field = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(specs.text);
  // Escape ends the edit before the blur that follows it would keep the text.
  const done = useRef(false);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  const finish = (keep: boolean) => {
    if (done.current) return;
    done.current = true;
    if (keep && value !== specs.text) onCommit(value);
    else onCancel();
  };
  const { box } = layout;

  return (
    <textarea
      ref={field}
      className="text-editor"
      aria-label={intl.formatMessage({ id: 'design.text.edit' })}
      value={value}
      rows={value.split('\n').length}
      spellCheck
      onChange={(e) => setValue(e.target.value)}
      onBlur={() => finish(true)}
      onKeyDown={(e) => {
        // The canvas's own keys (arrows, Delete, T) are the field's while it is open.
        e.stopPropagation();
        if (e.key === 'Escape') {
          e.preventDefault();
          finish(false);
        } else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          finish(true);
        }
      }}
      style={{
        position: 'absolute',
        left: box.x * ppm,
        top: box.y * ppm,
        width: box.width * ppm + SLACK_PX,
        minHeight: box.height * ppm,
        transform: `rotate(${specs.rotation}deg)`,
        transformOrigin: `${(specs.x - box.x) * ppm}px ${(specs.y - box.y) * ppm}px`,
        font: textFont(specs, specs.sizeMm * ppm),
        lineHeight: LINE_HEIGHT_EM,
        color: specs.colour,
        textAlign: specs.align,
        padding: 0,
        margin: 0,
        resize: 'none',
        overflow: 'hidden',
        whiteSpace: 'pre',
        background: 'rgba(255, 255, 255, 0.15)',
        border: '1px dashed #8a5a2b',
      }}
    />
  );
}
