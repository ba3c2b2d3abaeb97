/**
 * Unsent form drafts (issue 19: a reload must not lose 30 fields). They live in the tab's sessionStorage, keyed by
 * the form and the user's id: identity data never outlives the tab, another user signing in on the same tab never
 * sees them, and every sign-out clears them. Files are never stored, only text values.
 */
const PREFIX = 'formDraft:';

export type Draft = { values: Record<string, string>; extra: Record<string, boolean> };

const keyOf = (form: string, userId: number) => `${PREFIX}${form}:${userId}`;

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage can be refused (privacy settings): the form still works, without drafts.
    return null;
  }
}

const isStringRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored draft of a form, only its known fields and only text values (anything else in storage is ignored). */
export function readDraft(form: string, userId: number, fields: readonly string[]): Draft | null {
  const raw = store()?.getItem(keyOf(form, userId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStringRecord(parsed) || !isStringRecord(parsed.values)) return null;
    const values: Record<string, string> = {};
    for (const field of fields) {
      const value = parsed.values[field];
      if (typeof value === 'string') values[field] = value;
    }
    const extra: Record<string, boolean> = {};
    if (isStringRecord(parsed.extra))
      for (const [key, value] of Object.entries(parsed.extra)) if (typeof value === 'boolean') extra[key] = value;
    return Object.keys(values).length > 0 ? { values, extra } : null;
  } catch {
    return null;
  }
}

/** Keeps what the form holds now (text values only: a File or anything else is dropped). */
export function writeDraft(form: string, userId: number, values: Record<string, unknown>, extra: Record<string, boolean> = {}): void {
  const text: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) if (typeof value === 'string') text[field] = value;
  try {
    store()?.setItem(keyOf(form, userId), JSON.stringify({ values: text, extra }));
  } catch {
    // A full storage only loses the draft.
  }
}

export function clearDraft(form: string, userId: number): void {
  store()?.removeItem(keyOf(form, userId));
}

/** Every draft of every user in this tab (sign-out, session end). */
export function clearAllDrafts(): void {
  const storage = store();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
