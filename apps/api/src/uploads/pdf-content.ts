import { inflateSync } from 'node:zlib';
import { getDocument, OPS, type PDFDocumentProxy, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What the portal reads in an uploaded PDF, with pdf.js (no scripts run: `isEvalSupported` off, no fonts loaded):
 * whether it carries anything that runs (refused on upload), and the pictures on its first page (a slip's QR code).
 */

async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

/** Names that make a PDF run something when opened or clicked: scripts and launched programs. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch']);
/** PDF names, whose characters may be written as #xx (`/J#61vaScript` is `/JavaScript`). */
const NAME = /\/([^\s/<>[\]()%{}]+)/g;
const STREAM = /stream\r?\n/g;
/** Decompression limits: a small upload must not unpack into gigabytes (a zip bomb) before it is refused. */
const MAX_STREAM_OUTPUT = 8_000_000;
const MAX_TOTAL_OUTPUT = 40_000_000;

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function namesActive(text: string): boolean {
  for (const match of text.matchAll(NAME)) if (ACTIVE_NAMES.has(decodeName(match[1] ?? ''))) return true;
  return false;
}

/**
 * The raw scan: every name in the file, and in every Flate-compressed stream (object streams hide dictionaries
 * there), obfuscated names decoded. It finds what pdf.js does not act on (a /Launch action, a script in an
 * object nothing references) as well.
 */
function rawScanFindsActive(data: Uint8Array): boolean {
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = buffer.toString('latin1');
  if (namesActive(text)) return true;
  let total = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    let inflated: Buffer;
    try {
      inflated = inflateSync(buffer.subarray(start, end), { maxOutputLength: MAX_STREAM_OUTPUT });
    } catch {
      continue; // Not Flate (a JPEG picture, say), or over the limit: pdf.js's reading below still applies.
    }
    total += inflated.length;
    if (namesActive(inflated.toString('latin1'))) return true;
    if (total > MAX_TOTAL_OUTPUT) break;
  }
  return false;
}

/** Pages whose actions pdf.js reads (a slip or a document is a few pages; the raw scan covers every page anyway). */
const MAX_PARSED_PAGES = 50;

type AnnotationActions = { actions?: Record<string, unknown>; action?: unknown; unsafeUrl?: unknown };

/** What pdf.js finds that would run: document scripts and actions, form fields', each page's and each annotation's. */
async function parserFindsActive(pdf: PDFDocumentProxy): Promise<boolean> {
  const documentActions = await pdf.getJSActions();
  if (documentActions && Object.keys(documentActions).length > 0) return true;
  if (await pdf.hasJSActions()) return true;
  for (let n = 1; n <= Math.min(pdf.numPages, MAX_PARSED_PAGES); n += 1) {
    const page = await pdf.getPage(n);
    const pageActions = await page.getJSActions();
    if (pageActions && Object.keys(pageActions).length > 0) return true;
    const annotations = (await page.getAnnotations()) as AnnotationActions[];
    if (annotations.some((a) => (a.actions && Object.keys(a.actions).length > 0) || a.action !== undefined)) return true;
  }
  return false;
}

export type PdfCheck = 'PLAIN' | 'ACTIVE' | 'UNREADABLE';

/** A PDF carrying JavaScript or a launch action anywhere is ACTIVE; one pdf.js cannot open (or needs a password) UNREADABLE. */
export async function checkPdf(data: Uint8Array): Promise<PdfCheck> {
  if (rawScanFindsActive(data)) return 'ACTIVE';
  let pdf: PDFDocumentProxy | undefined;
  try {
    pdf = await openPdf(data);
    return (await parserFindsActive(pdf)) ? 'ACTIVE' : 'PLAIN';
  } catch {
    return 'UNREADABLE';
  } finally {
    await pdf?.destroy();
  }
}

/** A decoded picture: 3 (RGB) or 4 (RGBA) bytes a pixel, rows top to bottom. */
export type RawPicture = { data: Uint8Array; width: number; height: number; channels: 3 | 4 };

const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintImageXObjectRepeat]);
const IMAGE_KIND_CHANNELS: Record<number, 3 | 4> = { 2: 3, 3: 4 };
const MAX_PICTURES = 6;
const OBJECT_WAIT_MS = 5_000;

type PdfImage = { width: number; height: number; kind: number; data?: Uint8Array | Uint8ClampedArray };
type ObjectStore = { get(id: string, callback: (value: unknown) => void): void };

function objectOf(store: ObjectStore, id: string): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), OBJECT_WAIT_MS);
    try {
      store.get(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
    } catch {
      clearTimeout(timer);
      resolve(undefined);
    }
  });
}

/**
 * The pictures painted on the first page, largest first (a scanned or exported slip is one picture; no canvas is
 * needed to read them). Pictures pdf.js gives in a form other than RGB or RGBA bytes are skipped.
 */
export async function firstPagePictures(data: Uint8Array): Promise<RawPicture[]> {
  const pdf = await openPdf(data);
  try {
    const page = await pdf.getPage(1);
    const operators = await page.getOperatorList();
    const ids = new Set<string>();
    operators.fnArray.forEach((fn, index) => {
      const id = operators.argsArray[index]?.[0];
      if (IMAGE_OPS.has(fn) && typeof id === 'string') ids.add(id);
    });
    const pictures: RawPicture[] = [];
    for (const id of [...ids].slice(0, MAX_PICTURES)) {
      const store = (id.startsWith('g_') ? page.commonObjs : page.objs) as unknown as ObjectStore;
      const image = (await objectOf(store, id)) as PdfImage | undefined;
      const channels = image ? IMAGE_KIND_CHANNELS[image.kind] : undefined;
      if (!image?.data || !channels || image.data.length !== image.width * image.height * channels) continue;
      pictures.push({ data: new Uint8Array(image.data), width: image.width, height: image.height, channels });
    }
    return pictures.sort((a, b) => b.width * b.height - a.width * a.height);
  } finally {
    await pdf.destroy();
  }
}
