import { useCallback, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { fieldOrder, focusField, sortByOrder } from './form-errors';

/**
 * The first-error focus of a long form (issue 19): on a refused submit, focus and scroll to the invalid field the
 * investor meets first on the screen, and keep the screen's order for the error summary. Use with
 * `shouldFocusError: false`, the form's `ref={formRef}` and `handleSubmit(valid, onInvalid)`.
 */
export function useErrorFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const [order, setOrder] = useState<string[]>([]);

  const focusFirst = useCallback((names: readonly string[]) => {
    const root = formRef.current;
    if (!root) return;
    const current = fieldOrder(root);
    setOrder(current);
    const [first] = sortByOrder(names, current);
    if (first) focusField(root, first);
  }, []);

  const onInvalid = useCallback(<T extends FieldValues>(errors: FieldErrors<T>) => focusFirst(Object.keys(errors)), [focusFirst]);

  const focus = useCallback((name: string) => {
    if (formRef.current) focusField(formRef.current, name);
  }, []);

  /** The invalid names in the screen's order, for the summary. */
  const ordered = useCallback((names: readonly string[]) => sortByOrder(names, order), [order]);

  return { formRef, onInvalid, focusFirst, focus, ordered };
}
