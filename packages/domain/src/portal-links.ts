/**
 * Pages of the portal a message may point to, as its text writes them ('See the details at /joining/12.'): the
 * inbox shows them as links and the mail as the portal's full address (issue 19). A path counts only on its own
 * (after a space, a bracket or a quote, before one or the end of a sentence), so '3/4' or 'a/joining/1' never do.
 */
const PORTAL_PATH =
  /(?<=^|[\s("'])\/(?:joining\/\d+|joinings|messages|notices|profile|icos|ico\/\d+|suitabilitytest|source_of_funds)\/?(?=$|[\s.,;:!?)"'])/g;

export type TextPart = { text: string } | { path: string };

/** A text cut into plain parts and portal paths, in order; joined back, the parts are the text. */
export function splitPortalPaths(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PORTAL_PATH)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ path: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
