const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const CHARACTERS: Record<string, string> = Object.fromEntries(Object.entries(ENTITIES).map(([char, entity]) => [entity, char]));

/** Text as HTML: the five characters that could open markup or end an attribute, escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** The inverse of escapeHtml (an attribute value the mail layout wrote back into its text). */
export const unescapeHtml = (value: string) => value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => CHARACTERS[entity] ?? entity);
