import { useState, type ReactNode } from 'react';
import type { DefinitionPath } from '../../../../shared/domain/product/product-definition';
import { fieldId, SelectField, TextField } from '../../../components/form';
import { pathKey } from '../kit/editor/field-path';
import type { DefinitionEditor } from './use-definition-editor';

/*
 * The editor's fields: each names a path in the definition, reads its value there, writes it back
 * through the editor and shows the messages the shared checks have for that path. Element ids come
 * from the path, so a message in the 'check your input' list can focus its field.
 */

const ID_PREFIX = 'catalogue';
const fieldName = (path: DefinitionPath) => path.join('-');
export const pathFieldId = (path: DefinitionPath) => fieldId(ID_PREFIX, fieldName(path));

/** What a field needs of an editor: the value at a path, a change of it, the messages per path (a product's or a design template's). */
export type PathEditor = Pick<DefinitionEditor, 'value' | 'set' | 'errors'>;

interface PathFieldProps {
  editor: PathEditor;
  path: DefinitionPath;
  label: string;
  hint?: string;
  /** Writes the new value where more than the field's own path follows it (an option's id, a size's sides). */
  write?: (value: unknown) => void;
}

/** What an emptied number field stores: '' (the checks then ask for a value), null (an open bound), or nothing (an optional value). */
type Empty = 'required' | 'null' | 'absent';

/** '12,50' and '12.50' are 12.5; anything else stays text, which the checks refuse at the field. */
function parseNumber(text: string): number | string {
  const normal = text.trim().replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : text;
}

/** What every field of a path shares: its id and name, label and messages. */
const pathField = (editor: PathEditor, path: DefinitionPath, label: string) => ({
  idPrefix: ID_PREFIX,
  name: fieldName(path),
  label,
  messages: editor.errors[pathKey(path)],
});

/** What every text-like field of a path shares besides: its hint, and no suggestions of the browser. */
const frame = (editor: PathEditor, path: DefinitionPath, label: string, hint: string | undefined) => ({
  ...pathField(editor, path, label),
  ...(hint ? { hint } : {}),
  autoComplete: 'off',
});

const shown = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');

/** A number (decimal comma or point); keeps what is typed ('12.') while the value it means is stored. */
export function NumberPathField({ editor, path, label, hint, write, empty = 'required' }: PathFieldProps & { empty?: Empty }) {
  const stored = editor.value(path);
  const store = write ?? ((value: unknown) => editor.set(path, value));
  const [text, setText] = useState(shown(stored));
  const [seen, setSeen] = useState(stored);
  // Another change of the value (discard, a saved version) shows through; the field's own typing does not jump.
  if (!Object.is(seen, stored)) {
    setSeen(stored);
    const same = parseNumber(text) === stored || (text.trim() === '' && (stored === undefined || stored === null || stored === ''));
    if (!same) setText(shown(stored));
  }
  const change = (next: string) => {
    setText(next);
    if (next.trim() !== '') store(parseNumber(next));
    else store(empty === 'null' ? null : empty === 'absent' ? undefined : '');
  };
  return <TextField {...frame(editor, path, label, hint)} value={text} onChange={change} inputMode="decimal" />;
}

/** A one-line text, or several lines (`multiline`). */
export function TextPathField({ editor, path, label, hint, write, multiline = false }: PathFieldProps & { multiline?: boolean }) {
  return (
    <TextField
      {...frame(editor, path, label, hint)}
      multiline={multiline}
      value={shown(editor.value(path))}
      onChange={write ?? ((next) => editor.set(path, next))}
    />
  );
}

/** A calendar day (YYYY-MM-DD) or none (null). */
export function DatePathField({ editor, path, label }: PathFieldProps) {
  const value = editor.value(path);
  return (
    <TextField
      {...pathField(editor, path, label)}
      type="date"
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => editor.set(path, next === '' ? null : next)}
    />
  );
}

export function SelectPathField({ editor, path, label, write, children }: PathFieldProps & { children: ReactNode }) {
  const value = editor.value(path);
  return (
    <SelectField {...pathField(editor, path, label)} value={typeof value === 'string' ? value : ''} onChange={write ?? ((next) => editor.set(path, next))}>
      {children}
    </SelectField>
  );
}

/** A select of `values` (an enum of the schema), each worded by `textOf`. */
export function ChoiceField<T extends string>(props: PathFieldProps & { values: readonly T[]; textOf: (value: T) => string }) {
  const { values, textOf, ...field } = props;
  return (
    <SelectPathField {...field}>
      {values.map((value) => (
        <option key={value} value={value}>
          {textOf(value)}
        </option>
      ))}
    </SelectPathField>
  );
}

export function CheckPathField({ editor, path, label }: PathFieldProps) {
  const id = pathFieldId(path);
  return (
    <label className="catalogue-check" htmlFor={id}>
      <input id={id} type="checkbox" checked={editor.value(path) === true} onChange={(event) => editor.set(path, event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
