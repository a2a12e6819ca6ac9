import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { type AdminProduct, type EditableDefinition, putAdminProduct } from '../../../../shared/api/admin-catalogue';
import { ApiError } from '../../../../shared/api/client';
import { definitionChanges } from '../../../../shared/domain/product/definition-changes';
import { type DefinitionPath, definitionIssues, valueAt, withValueAt } from '../../../../shared/domain/product/product-definition';
import { definitionIssueText } from '../../../../shared/i18n/definition-issue-text';
import { adminApi } from '../admin-api';
import { pathKey, type PathErrors } from '../kit/editor/field-path';
import { useWording } from '../kit/editor/use-wording';

type SaveOutcome =
  | { kind: 'saved'; product: AdminProduct }
  | { kind: 'unchanged' }
  /** The paths of the fields to check, in the order the checks found them. */
  | { kind: 'invalid'; fields: string[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

export interface DefinitionEditor {
  readonly product: AdminProduct;
  /** The definition as edited now. */
  readonly definition: EditableDefinition;
  /** The same, a render behind while typing goes on: what the checks and the preview read. */
  readonly settled: EditableDefinition;
  /** The shared checks' messages (and the server's from the last save) per field path. */
  readonly errors: PathErrors;
  /** How many values differ from the saved version. */
  readonly pending: number;
  readonly busy: boolean;
  value(path: DefinitionPath): unknown;
  set(path: DefinitionPath, value: unknown): void;
  discard(): void;
  save(): Promise<SaveOutcome>;
  /** After a 409: the newest version from the server, edits dropped. */
  replace(product: AdminProduct): void;
}

/**
 * The catalogue editor's state: the loaded version, the edited definition, and its judgement by
 * definitionIssues, the function the server saves with, so the form shows at its fields what a
 * save would be refused for. Every change makes a new document; nothing loaded is changed.
 */
export function useDefinitionEditor(loaded: AdminProduct): DefinitionEditor {
  const { t, formatter } = useWording();
  const [product, setProduct] = useState(loaded);
  const [definition, setDefinition] = useState<EditableDefinition>(loaded.definition);
  const [serverErrors, setServerErrors] = useState<PathErrors>({});
  const [busy, setBusy] = useState(false);
  const settled = useDeferredValue(definition);
  // The default configuration is checked on a day (promotions); the editor's first day is good enough.
  const [today] = useState(() => new Date());

  const errors = useMemo(() => {
    const found: PathErrors = {};
    for (const issue of definitionIssues(settled, today)) (found[pathKey(issue.path)] ??= []).push(definitionIssueText(formatter, issue));
    for (const [key, messages] of Object.entries(serverErrors)) found[key] ??= messages;
    return found;
  }, [settled, serverErrors, formatter, today]);
  const pending = useMemo(() => definitionChanges(product.definition, settled).length, [product, settled]);

  const set = useCallback((path: DefinitionPath, value: unknown) => {
    setDefinition((current) => withValueAt(current, path, value));
    setServerErrors((current) => {
      const key = pathKey(path);
      if (!Object.keys(current).some((k) => k === key || k.startsWith(`${key}.`))) return current;
      return Object.fromEntries(Object.entries(current).filter(([k]) => k !== key && !k.startsWith(`${key}.`)));
    });
  }, []);

  const replace = useCallback((next: AdminProduct) => {
    setProduct(next);
    setDefinition(next.definition);
    setServerErrors({});
  }, []);

  const save = async (): Promise<SaveOutcome> => {
    if (busy) return { kind: 'failed', message: '' };
    const issues = definitionIssues(definition, today);
    if (issues.length > 0) return { kind: 'invalid', fields: [...new Set(issues.map((issue) => pathKey(issue.path)))] };
    setBusy(true);
    try {
      const saved = await adminApi(putAdminProduct, { params: { productId: product.id }, body: { version: product.version, definition } });
      const unchanged = saved.version === product.version;
      replace(saved);
      return unchanged ? { kind: 'unchanged' } : { kind: 'saved', product: saved };
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.fields) {
        setServerErrors(error.fields);
        return { kind: 'invalid', fields: Object.keys(error.fields) };
      }
      if (error instanceof ApiError && error.status === 409) return { kind: 'conflict', message: error.message };
      return { kind: 'failed', message: error instanceof ApiError ? error.message : t('admin.loadFailed') };
    } finally {
      setBusy(false);
    }
  };

  return {
    product,
    definition,
    settled,
    errors,
    pending,
    busy,
    value: (path) => valueAt(definition, path),
    set,
    discard: () => replace(product),
    save,
    replace,
  };
}
