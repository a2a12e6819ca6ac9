import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { cssFontFamily, fontCatalogue, fontIds, mmToPt, ptToMm, textAligns, TEXT_SIZE_MM, type TextItemSpecs } from '../../../../shared/domain/text';
import { useIntl } from '../../../../ui/intl/intl-provider';
import { arrowMove } from '../design-commands';
import { ToolIcon } from '../tool-icon';
import { changeTextAtom, selectedTextAtom, textItemsAtom } from './text-atoms';
import { TextWarnings } from './text-warnings';
import { useTextFonts } from './use-text-fonts';

/** The swatches beside the colour picker: the colours titles on photos mostly take. */
const SWATCHES = [
  ['white', '#ffffff'],
  ['black', '#000000'],
  ['red', '#b3261e'],
  ['gold', '#c9a227'],
  ['blue', '#1f3a5f'],
] as const;

/**
 * Every family's regular cut, so the font menu shows each name in its own font: loaded once the
 * shopper reaches for the list (a pointer over it, a finger on it, the focus in it), not with the
 * panel, which opens with every selected text and never waits for them (the names show in their
 * fallback until each arrives; the chosen font is the canvas's anyway).
 */
const MENU_FONTS = fontIds.map((font) => ({ font, weight: 'regular' as const }));

/** The nudges of the position: the single-pointer way to move a text (WCAG 2.5.7), as the arrow keys do. */
const NUDGES = [
  ['left', 'ArrowLeft'],
  ['up', 'ArrowUp'],
  ['down', 'ArrowDown'],
  ['right', 'ArrowRight'],
] as const;

/** A turn as the field shows it: -180 to 180 degrees (a Transformer's snap may leave 270). */
const upright = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** The selected text's settings, each change one undo step; nothing while an image is selected. */
export function TextInspector() {
  const selected = useAtomValue(selectedTextAtom);
  const item = useAtomValue(textItemsAtom)[selected ?? -1];
  return selected === null || !item ? null : <TextPanel index={selected} specs={item.specs} />;
}

function TextPanel({ index, specs }: { index: number; specs: TextItemSpecs }) {
  const intl = useIntl();
  const id = useId();
  const change = useSetAtom(changeTextAtom);
  const set = (changed: Partial<TextItemSpecs>) => change({ index, change: changed });
  const [previewed, setPreviewed] = useState(false);
  useTextFonts(previewed ? MENU_FONTS : []);
  const label = (key: Parameters<typeof intl.formatMessage>[0]['id']) => intl.formatMessage({ id: key });

  return (
    <section className="text-inspector" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{intl.formatMessage({ id: 'design.text.item' }, { index: index + 1 })}</h3>
      {/* Keyed by the text too: an undo, or an edit on the canvas, shows here. */}
      <TextContent key={`${index}:${specs.text}`} text={specs.text} label={label('design.text.content')} onCommit={(text) => set({ text })} />
      <fieldset className="field text-fonts" onPointerEnter={() => setPreviewed(true)} onFocus={() => setPreviewed(true)}>
        <legend>{label('design.text.font')}</legend>
        <div className="choices">
          {fontIds.map((font) => (
            <label key={font} className={specs.font === font ? 'choice chosen' : 'choice'} style={{ fontFamily: cssFontFamily(font) }}>
              <input type="radio" name={`${id}-font`} checked={specs.font === font} onChange={() => set({ font })} />
              {fontCatalogue[font].family}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field text-bold">
        <input type="checkbox" checked={specs.weight === 'bold'} onChange={(e) => set({ weight: e.target.checked ? 'bold' : 'regular' })} />
        {label('design.text.bold')}
      </label>
      <label className="field">
        {label('design.text.size')}
        <input
          type="number"
          min={Math.ceil(mmToPt(TEXT_SIZE_MM.min))}
          max={Math.floor(mmToPt(TEXT_SIZE_MM.max))}
          step={1}
          value={Math.round(mmToPt(specs.sizeMm) * 10) / 10}
          onChange={(e) => {
            const pt = e.target.valueAsNumber;
            if (pt > 0) set({ sizeMm: ptToMm(pt) });
          }}
        />
      </label>
      <TextColour
        colour={specs.colour}
        label={label('design.text.colour')}
        onPick={(colour) => set({ colour })}
        swatchName={(name) => label(`design.text.colour.${name}`)}
      />
      <fieldset className="field">
        <legend>{label('design.text.align')}</legend>
        <div className="choices">
          {textAligns.map((align) => (
            <label key={align} className={specs.align === align ? 'choice chosen' : 'choice'}>
              <input type="radio" name={`${id}-align`} checked={specs.align === align} onChange={() => set({ align })} />
              {label(`design.text.align.${align}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        {label('design.text.rotation')}
        <input
          type="number"
          min={-180}
          max={180}
          step={1}
          value={Math.round(upright(specs.rotation))}
          onChange={(e) => {
            if (Number.isFinite(e.target.valueAsNumber)) set({ rotation: e.target.valueAsNumber });
          }}
        />
      </label>
      <fieldset className="field text-nudges">
        <legend>{label('design.text.position')}</legend>
        {/* Arrows in one row, as the toolbar's icon buttons: four worded buttons took a phone's sheet. */}
        <div className="toolbar">
          {NUDGES.map(([name, key]) => {
            const [dx, dy] = arrowMove({ key, shiftKey: false }) ?? [0, 0];
            const words = label(`design.text.move.${name}`);
            return (
              <button
                key={name}
                type="button"
                className="tool-button"
                aria-label={words}
                title={words}
                onClick={() => set({ x: specs.x + dx, y: specs.y + dy })}
              >
                <ToolIcon name={name} />
              </button>
            );
          })}
        </div>
      </fieldset>
      <TextWarnings specs={specs} />
    </section>
  );
}

/** The words, kept as typed and applied when the field is left: one undo step per edit, not per letter. */
function TextContent({ text, label, onCommit }: { text: string; label: string; onCommit: (text: string) => void }) {
  const [value, setValue] = useState(text);
  return (
    <label className="field">
      {label}
      <textarea
        value={value}
        rows={Math.max(2, value.split('\n').length)}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => value !== text && onCommit(value)}
      />
    </label>
  );
}

interface TextColourProps {
  colour: string;
  label: string;
  swatchName: (name: (typeof SWATCHES)[number][0]) => string;
  onPick: (colour: string) => void;
}

/** A colour picker and a few swatches; the picker's colour applies when it closes (its 'change'), not at every step of a drag across it. */
function TextColour({ colour, label, swatchName, onPick }: TextColourProps) {
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = picker.current;
    if (!input) return;
    const picked = () => onPick(input.value);
    input.addEventListener('change', picked);
    return () => input.removeEventListener('change', picked);
  }, [onPick]);
  useEffect(() => {
    if (picker.current) picker.current.value = colour;
  }, [colour]);
  // Laid out here, not in configurator.css: that sheet is in the widget's first step, the text tool is not.
  return (
    <fieldset className="field text-colour">
      <legend>{label}</legend>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
        <input ref={picker} type="color" defaultValue={colour} aria-label={label} style={{ inlineSize: '3rem', blockSize: '2.25rem' }} />
        {SWATCHES.map(([name, value]) => (
          <button
            key={name}
            type="button"
            className="swatch"
            aria-pressed={colour === value}
            aria-label={swatchName(name)}
            title={swatchName(name)}
            onClick={() => onPick(value)}
            style={{
              inlineSize: '2rem',
              blockSize: '2rem',
              background: value,
              border: colour === value ? '3px solid #8a5a2b' : '1px solid #888',
              borderRadius: '50%',
              cursor: 'pointer',
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
