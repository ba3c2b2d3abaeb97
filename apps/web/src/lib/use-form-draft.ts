import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { clearDraft, type Draft, readDraft, writeDraft } from './form-draft';

/**
 * The draft of one form for one user (lib/form-draft), read once when the form opens so that it can be the form's
 * starting values. `clear` forgets it: reset the form first (a reset is a change, which the writer would keep).
 */
export function useDraft(form: string, userId: number, fields: readonly string[]) {
  const [restored, setRestored] = useState<Draft | null>(() => readDraft(form, userId, fields));
  const clear = useCallback(() => {
    clearDraft(form, userId);
    setRestored(null);
  }, [form, userId]);
  return { restored, clear };
}

/** Writes the form's values (and its extra state, such as the copy boxes) to the draft on every change. */
export function useDraftWriter<T extends FieldValues>(
  form: string,
  userId: number,
  watch: UseFormWatch<T>,
  extra?: Record<string, boolean>,
) {
  useEffect(() => {
    const subscription = watch((values) => writeDraft(form, userId, values, extra));
    return () => subscription.unsubscribe();
  }, [watch, form, userId, extra]);
}
