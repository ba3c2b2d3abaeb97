import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A PDF's pages and their text, read by pdf.js: a file that is not a PDF fails here. */
export async function pdfText(data: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // Words split over runs of different fonts come back with spaces between: squeezed so a test reads them whole.
  // The font draws sara am as nikhahit and sara aa, and the text layer gives back ำ for the first glyph and า for the
  // second: read as the one vowel it is.
  return {
    pages: pdf.numPages,
    text: parts
      .join('\n')
      .replace(/\s+/g, ' ')
      .replace(/\u0E33\u0E32/g, '\u0E33'),
  };
}
