/**
 * Which invalid field comes first on the screen (issue 19). React Hook Form focuses the first error in the order
 * fields registered, which is not the order the investor reads (sections render conditionally, custom inputs
 * register late, read-only mirrors register nothing). The DOM knows the visual order: every field carries its name
 * (`name`, or `data-field` for inputs that have none), and document order decides.
 */
export const FIELD_ATTRIBUTE = 'data-field';

/** Minimal element shape, so the order can be computed from any DOM-like tree. */
type FieldElement = { getAttribute(name: string): string | null };
type FieldRoot = { querySelectorAll(selectors: string): ArrayLike<FieldElement> };

const nameOf = (element: FieldElement) => element.getAttribute(FIELD_ATTRIBUTE) ?? element.getAttribute('name');

/** The names of the fields under `root`, each once, in document order. */
export function fieldOrder(root: FieldRoot): string[] {
  const names: string[] = [];
  for (const element of Array.from(root.querySelectorAll(`[name], [${FIELD_ATTRIBUTE}]`))) {
    const name = nameOf(element);
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The invalid names sorted as the screen shows them; names not on the screen keep their order, last. */
export function sortByOrder(invalid: readonly string[], order: readonly string[]): string[] {
  const position = (name: string) => {
    const index = order.indexOf(name);
    return index === -1 ? order.length : index;
  };
  return invalid
    .map((name, index) => ({ name, index }))
    .sort((a, b) => position(a.name) - position(b.name) || a.index - b.index)
    .map((entry) => entry.name);
}

/** The element of a field: the first focusable input carrying its name. */
export function fieldElement(root: ParentNode, name: string): HTMLElement | null {
  const escaped = CSS.escape(name);
  return root.querySelector<HTMLElement>(`[${FIELD_ATTRIBUTE}="${escaped}"], [name="${escaped}"]:not([type="hidden"])`);
}

/** Moves focus to a field and brings it into view (centred, so a sticky header never hides it). */
export function focusField(root: ParentNode, name: string): boolean {
  const element = fieldElement(root, name);
  if (!element) return false;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
  return true;
}
