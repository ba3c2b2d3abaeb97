import { getDocument, OPS, type PDFDocumentProxy, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../errors';
import { applyFilter, DecodeLimitError, type FilterParams, filterName, PICTURE_FILTERS } from './pdf-filters';
import { decodeName, isDict, isName, isRef, type PdfDict, PdfLexer, type PdfValue, valuesOf, type WatchedName } from './pdf-objects';

/**
 * What the portal reads in an uploaded PDF, with its own scan of the raw file and with pdf.js (no scripts run:
 * `isEvalSupported` off, no fonts loaded): whether it carries anything that runs, sends or carries other files
 * (refused on upload), and the pictures on its first page (a slip's QR code).
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

/**
 * Names that make a PDF run, launch, send or carry something: scripts, launched programs, form submission and data
 * import, embedded and attached files, XFA forms and rich media (Flash and its scripts). None has a place in a
 * payment slip, an identity document or an offering document; a PDF holding any is refused.
 */
const REFUSED_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'XFA',
  'RichMedia',
]);
/**
 * Names an interactive form is made of. A digital signature lives in a form (a signature field, /FT /Sig), so a form
 * is not refused by name: each place one of these appears must be a dictionary the scan read whole (the catalog's
 * /AcroForm key, a /Subtype /Widget annotation), and each such form and widget must be signatures only
 * (signatureFormsOnly). One anywhere else (a string, an object the scan cannot read, a content stream) is refused.
 */
const FORM_NAMES = new Set(['AcroForm', 'Widget']);
/** PDF names: a slash and regular characters (NUL is white space to pdf.js), #xx escapes decoded after. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL ends a name in PDF syntax.
const NAME = /\/([^\s\u0000/<>[\]()%{}]+)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL ends a keyword in PDF syntax.
const OBJECT = /(\d+)[\s\u0000]+(\d+)[\s\u0000]+obj(?![^\s\u0000/<>[\]()%{}])/g;
/**
 * Decompression limits: a small upload must not unpack into gigabytes (a zip bomb) before it is refused. A stream
 * that is not a picture and decodes past the first is refused, as is a file whose streams together pass the second.
 */
const MAX_STREAM_OUTPUT = 8_000_000;
const MAX_TOTAL_OUTPUT = 40_000_000;
/** Characters the object reader may go through, per character of the file (fake `1 0 obj` headers nested in one another). */
const MAX_READ_PER_BYTE = 16;

/** REFUSED when `text` has a refused name anywhere; otherwise where it has form names (FORM_NAMES), by their slash. */
function readNames(text: string): number[] | 'REFUSED' {
  const forms: number[] = [];
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] ?? '');
    if (REFUSED_NAMES.has(name)) return 'REFUSED';
    if (FORM_NAMES.has(name)) forms.push(match.index ?? 0);
  }
  return forms;
}

/** A form name the scan can check: the /AcroForm key of a dictionary, or /Widget as a dictionary's /Subtype. */
const checkable = (found: WatchedName): boolean =>
  found.name === 'AcroForm' ? found.role === 'key' : found.role === 'value' && found.key === 'Subtype';

/** Positions of the form names a lexer read where the scan checks them. */
const checkedAt = (lexer: PdfLexer): Set<number> => new Set(lexer.watched.filter(checkable).map((found) => found.at));

type ScanResult = 'PLAIN' | 'ACTIVE' | 'TOO_LARGE' | 'UNREADABLE';
type StreamObject = { dict: PdfDict; start: number };

/** Where a stream's data begins when `stream` follows the dictionary ending at `at`: after the keyword's line end. */
function streamStart(text: string, lexer: PdfLexer, at: number): number | undefined {
  const keyword = lexer.skipSpace(at);
  if (!text.startsWith('stream', keyword)) return undefined;
  const newline = text.slice(keyword + 6, keyword + 262).search(/[\r\n]/);
  if (newline < 0) return undefined;
  const eol = keyword + 6 + newline;
  return text.charCodeAt(eol) === 0x0d && text.charCodeAt(eol + 1) === 0x0a ? eol + 2 : eol + 1;
}

/**
 * The raw scan, done before pdf.js reads the file, so that it finds what pdf.js does not act on (a /Launch action,
 * an object nothing references, another reader's way of repairing a file): every name in the file, and in every
 * stream decoded as readers decode it (the filters of pdf-filters.ts, chained, with their predictors), object
 * streams first so that a filter or length given by reference to an object inside one is found. Every object
 * header `N G obj` is read, so bytes that hide one from a front-to-back reading do not hide it here; a stream is
 * read up to its /Length and up to the first `endstream` alike. Pictures (DCT, JPX, JBIG2, CCITT, or a stream that
 * calls itself an image and is no object stream) are not decoded: they hold pixels. A form passes only when it is
 * signatures only, each of its names read where the scan checks it (FORM_NAMES, signatureFormsOnly). checkPdf's first
 * step, exported so that tests can ask it on its own.
 */
export async function scanFile(data: Uint8Array): Promise<ScanResult> {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const formNames = readNames(text);
  if (formNames === 'REFUSED') return 'ACTIVE';
  const lexer = new PdfLexer(text, FORM_NAMES);
  const objects = new Map<string, PdfValue>();
  let pending: StreamObject[] = [];
  for (const match of text.matchAll(OBJECT)) {
    const parsed = lexer.read((match.index ?? 0) + match[0].length);
    if (lexer.work > MAX_READ_PER_BYTE * text.length + 1_000_000) return 'UNREADABLE';
    if (!parsed) continue;
    objects.set(`${Number(match[1])} ${Number(match[2])}`, parsed.value);
    const start = isDict(parsed.value) ? streamStart(text, lexer, parsed.end) : undefined;
    if (start !== undefined) pending.push({ dict: parsed.value as PdfDict, start });
  }
  // Form names the scan checks (signatureFormsOnly): in the file's objects, and in those of object streams.
  const checked = checkedAt(lexer);
  const forms: WatchedName[] = [...lexer.watched];
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    let current = value;
    for (let hops = 0; hops < 4 && isRef(current); hops += 1) current = objects.get(current.ref);
    return isRef(current) ? undefined : current;
  };
  const unresolved = (value: PdfValue | undefined): boolean =>
    (isRef(value) && resolve(value) === undefined) || (Array.isArray(value) && value.some(unresolved));
  const needed = (stream: StreamObject) =>
    ['Filter', 'F', 'DecodeParms', 'DP', 'Length'].flatMap((key) => valuesOf(stream.dict, key)).some(unresolved);

  let total = 0;
  let late = false;
  while (pending.length > 0) {
    // Streams whose references all resolve first; once none is left, the rest with what could not be found as absent.
    const ready = late ? pending : pending.filter((stream) => !needed(stream));
    if (ready.length === 0) {
      late = true;
      continue;
    }
    pending = pending.filter((stream) => !ready.includes(stream));
    for (const stream of ready) {
      for (const decoded of await decodeStream(text, stream, resolve)) {
        if (decoded === 'TOO_LARGE') return 'TOO_LARGE';
        total += decoded.data.length;
        if (total > MAX_TOTAL_OUTPUT) return 'TOO_LARGE';
        const content = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength).toString('latin1');
        const contentFormNames = readNames(content);
        if (contentFormNames === 'REFUSED') return 'ACTIVE';
        const packed =
          stream.dict.dict.has('N') && stream.dict.dict.has('First')
            ? indexObjectStream(content, stream.dict, resolve, objects)
            : undefined;
        // A form name in a stream must be in an object packed in it (a content stream or a string holds none).
        const inside = packed ? checkedAt(packed) : new Set<number>();
        for (const at of contentFormNames) {
          if (!inside.has(at)) return 'ACTIVE';
          if (decoded.at !== undefined) checked.add(decoded.at + at);
        }
        forms.push(...(packed?.watched ?? []));
      }
    }
  }
  if (formNames.some((at) => !checked.has(at))) return 'ACTIVE';
  return signatureFormsOnly(forms, resolve) ? 'PLAIN' : 'ACTIVE';
}

/** Fields and widgets a form check follows at most, and how deep (a signed document has a few signature fields). */
const MAX_FORM_NODES = 10_000;
const MAX_FIELD_DEPTH = 32;

const isSignatureType = (value: PdfValue | undefined): boolean => isName(value) && value.name === 'Sig';
/** An activation action (/A) or additional actions (/AA: on focus, on change, on calculate...): none on a signature. */
const hasActions = (node: PdfDict): boolean => node.dict.has('A') || node.dict.has('AA');

/**
 * Whether every form the scan found holds signatures only, so that a signed PDF passes and a form to fill in does not.
 * An AcroForm passes with no XFA, no calculation order, /NeedAppearances absent or false, and every field in
 * /Fields, followed through references and /Kids, of type /Sig (its own /FT or its parent's) with no /A or /AA. A
 * widget annotation passes when its own or its parents' /FT is /Sig (or the form reached it as a signature's kid)
 * and neither it nor a parent carries actions. What cannot be resolved or goes past the limits is refused.
 */
function signatureFormsOnly(forms: readonly WatchedName[], resolve: (value: PdfValue | undefined) => PdfValue | undefined): boolean {
  let budget = MAX_FORM_NODES;
  const signatureFields = new Set<PdfDict>();
  const fieldIsSignature = (value: PdfValue | undefined, inherited: boolean, depth: number): boolean => {
    const field = resolve(value);
    budget -= 1;
    if (!isDict(field) || budget < 0 || depth > MAX_FIELD_DEPTH || hasActions(field)) return false;
    const types = valuesOf(field, 'FT').map(resolve);
    if (!(types.length > 0 ? types.every(isSignatureType) : inherited)) return false;
    // Reached before (a kid listed in /Fields too, or a loop): already checked.
    if (signatureFields.has(field)) return true;
    signatureFields.add(field);
    return valuesOf(field, 'Kids')
      .map(resolve)
      .every((kids) => Array.isArray(kids) && kids.every((kid) => fieldIsSignature(kid, true, depth + 1)));
  };
  const formIsSignatureOnly = (value: PdfValue | undefined): boolean => {
    const form = resolve(value);
    if (!isDict(form) || form.dict.has('XFA') || form.dict.has('CO')) return false;
    if (valuesOf(form, 'NeedAppearances').some((needed) => resolve(needed) !== false)) return false;
    return valuesOf(form, 'Fields')
      .map(resolve)
      .every((fields) => Array.isArray(fields) && fields.every((field) => fieldIsSignature(field, false, 0)));
  };
  const widgetIsSignature = (value: PdfValue | undefined, typed: boolean | undefined, depth: number): boolean => {
    const node = resolve(value);
    budget -= 1;
    if (!isDict(node) || budget < 0 || depth > MAX_FIELD_DEPTH || hasActions(node)) return false;
    const types = valuesOf(node, 'FT').map(resolve);
    // The nearest /FT is the field's type (readers inherit it through /Parent); actions are looked for all the way up.
    const type = typed ?? (types.length > 0 ? types.every(isSignatureType) : undefined);
    if (type === false) return false;
    const parents = valuesOf(node, 'Parent');
    if (parents.length === 0) return type === true || signatureFields.has(node);
    return parents.every((parent) => widgetIsSignature(parent, type, depth + 1));
  };
  const acroForms = forms.filter((found) => found.name === 'AcroForm' && found.role === 'key');
  if (!acroForms.every((found) => valuesOf(found.dict, 'AcroForm').every(formIsSignatureOnly))) return false;
  return forms.filter((found) => found.name === 'Widget' && checkable(found)).every((found) => widgetIsSignature(found.dict, undefined, 0));
}

/**
 * The objects packed in a decoded object stream: N pairs of object number and offset, offsets counted from /First.
 * Gives the lexer that read them (with the form names it read), or undefined when the stream gives no objects.
 */
function indexObjectStream(
  content: string,
  dict: PdfDict,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
  objects: Map<string, PdfValue>,
): PdfLexer | undefined {
  const count = resolve(valuesOf(dict, 'N')[0]);
  const first = resolve(valuesOf(dict, 'First')[0]);
  if (typeof count !== 'number' || typeof first !== 'number') return undefined;
  const lexer = new PdfLexer(content, FORM_NAMES);
  let at = 0;
  for (let n = 0; n < Math.min(count, 100_000); n += 1) {
    const number = lexer.read(at);
    const offset = number && lexer.read(number.end);
    if (!offset || typeof number.value !== 'number' || typeof offset.value !== 'number') break;
    at = offset.end;
    const object = lexer.read(first + offset.value);
    // An object already found uncompressed keeps its place: both are scanned anyway.
    if (object && !objects.has(`${number.value} 0`)) objects.set(`${number.value} 0`, object.value);
    if (lexer.work > 16 * content.length + 1_000_000) break;
  }
  return lexer;
}

const nameOf = (value: PdfValue | undefined): string | undefined => (isName(value) ? filterName(value.name) : undefined);

function paramsOf(value: PdfValue | undefined, resolve: (value: PdfValue | undefined) => PdfValue | undefined): FilterParams {
  const dict = resolve(value);
  if (!isDict(dict)) return {};
  const number = (key: string) => {
    const found = resolve(valuesOf(dict, key)[0]);
    return typeof found === 'number' && Number.isFinite(found) ? Math.trunc(found) : undefined;
  };
  return {
    predictor: number('Predictor'),
    colors: number('Colors'),
    bitsPerComponent: number('BitsPerComponent'),
    columns: number('Columns'),
    earlyChange: number('EarlyChange'),
  };
}

/**
 * Every reading of one stream a reader could make: each filter chain it names (pdf.js takes /F before /Filter, a
 * repeated key may be read either way) over each end its data may have (/Length, the first `endstream`). A picture
 * gives none; a reading that passes the limit gives TOO_LARGE (refused unless the stream is a picture). A reading
 * without filters gives where its data starts in the file (`at`): it is the file's own text.
 */
async function decodeStream(
  text: string,
  stream: StreamObject,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
): Promise<Array<{ data: Uint8Array; at?: number } | 'TOO_LARGE'>> {
  const { dict, start } = stream;
  const subtype = resolve(valuesOf(dict, 'Subtype')[0]);
  const objectStream = dict.dict.has('N') || dict.dict.has('First');
  if (isName(subtype) && subtype.name === 'Image' && !objectStream) return [];
  const readings: Array<{ filters: string[]; params: FilterParams[] }> = [];
  for (const [filterKey, paramsKey] of [
    ['F', 'DP'],
    ['Filter', 'DecodeParms'],
  ] as const) {
    const rawParams = resolve(valuesOf(dict, paramsKey)[0] ?? valuesOf(dict, 'DecodeParms')[0]);
    for (const value of valuesOf(dict, filterKey).map(resolve)) {
      const list = Array.isArray(value) ? value.map(resolve) : [value];
      const filters = list.map(nameOf).filter((name): name is string => name !== undefined);
      if (filters.length === 0) continue;
      const params = filters.map((_name, index) => paramsOf(Array.isArray(rawParams) ? rawParams[index] : rawParams, resolve));
      readings.push({ filters, params });
    }
  }
  // Without a filter the data is in the file as it is (the raw scan read it); an object stream's objects are indexed.
  if (readings.length === 0) readings.push({ filters: [], params: [] });
  if (readings.some((reading) => reading.filters.some((name) => PICTURE_FILTERS.has(name)))) {
    const textual = readings.filter((reading) => !reading.filters.some((name) => PICTURE_FILTERS.has(name)));
    if (textual.length === 0) return [];
    readings.splice(0, readings.length, ...textual);
  }
  const ends = new Set<number>();
  const length = resolve(valuesOf(dict, 'Length')[0]);
  if (typeof length === 'number' && length >= 0 && start + length <= text.length) ends.add(start + Math.trunc(length));
  const endstream = text.indexOf('endstream', start);
  ends.add(endstream < 0 ? text.length : endstream);
  const results: Array<{ data: Uint8Array; at?: number }> = [];
  const seen = new Set<string>();
  for (const end of ends) {
    const raw = Buffer.from(text.slice(start, end), 'latin1');
    for (const reading of readings) {
      const key = `${end}:${reading.filters.join('/')}:${JSON.stringify(reading.params)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let current: Uint8Array = raw;
      try {
        for (const [index, name] of reading.filters.entries())
          current = await applyFilter(name, current, reading.params[index] ?? {}, MAX_STREAM_OUTPUT);
      } catch (error) {
        if (error instanceof DecodeLimitError) return ['TOO_LARGE'];
        continue;
      }
      results.push({ data: current, at: reading.filters.length === 0 ? start : undefined });
    }
  }
  return results;
}

/** Pages whose actions pdf.js reads (a slip or a document is a few pages; the raw scan covers every page anyway). */
const MAX_PARSED_PAGES = 50;

/** pdf.js's annotation types (its AnnotationType, not exported): an attached file, a form field. */
const FILE_ATTACHMENT = 17;
const WIDGET = 20;

type Annotation = { annotationType?: number; fieldType?: string | null; actions?: Record<string, unknown> | null; action?: unknown };
/**
 * A form field as pdf.js gives it: a signature has type `signature` and the index of its widget's page; one that only
 * groups kids has none and kidIds.
 */
type FieldObject = { type?: string; kidIds?: string[]; actions?: Record<string, unknown> | null; page?: number };

const hasEntries = (actions: object | null | undefined): boolean => !!actions && Object.keys(actions).length > 0;

/**
 * Whether pdf.js's form is signatures only: every field it lists is a signature, or groups kids (listed themselves)
 * and has no script. pdf.js's own hasJSActions() is not asked: it counts every signature field as a script (its
 * field object for a signature has no `actions` at all, which it takes for some), so it would refuse every signed PDF.
 */
function fieldsAreSignatures(fields: FieldObject[]): boolean {
  return fields.every((field) => field.type === 'signature' || (field.type === '' && !!field.kidIds && !hasEntries(field.actions)));
}

/**
 * What pdf.js finds that would run, send or carry something: document scripts and actions, form fields', each page's
 * and each annotation's, attachments, XFA, form fields other than signatures and file-attachment or form-field
 * annotations other than signature widgets. It reads encrypted files too, whose streams the raw scan cannot decode.
 */
async function parserFindsActive(pdf: PDFDocumentProxy): Promise<boolean> {
  if (hasEntries(await pdf.getJSActions())) return true;
  const attachments = await pdf.getAttachments();
  if (attachments && Object.keys(attachments).length > 0) return true;
  const { info } = (await pdf.getMetadata()) as { info: { IsXFAPresent?: boolean } };
  if (info.IsXFAPresent) return true;
  const fields = Object.values(((await pdf.getFieldObjects()) ?? {}) as Record<string, FieldObject[]>).flat();
  if (!fieldsAreSignatures(fields)) return true;
  // pdf.js tells a signature field's scripts on its widget only: the page of each is read, past the first 50 too.
  const pages = new Set(Array.from({ length: Math.min(pdf.numPages, MAX_PARSED_PAGES) }, (_v, i) => i + 1));
  for (const { page } of fields) if (typeof page === 'number' && page >= 0 && page < pdf.numPages) pages.add(page + 1);
  for (const n of pages) {
    const page = await pdf.getPage(n);
    if (hasEntries(await page.getJSActions())) return true;
    const annotations = (await page.getAnnotations()) as Annotation[];
    const carries = (a: Annotation) =>
      hasEntries(a.actions) ||
      a.action !== undefined ||
      a.annotationType === FILE_ATTACHMENT ||
      (a.annotationType === WIDGET && a.fieldType !== 'Sig');
    if (annotations.some(carries)) return true;
  }
  return false;
}

export type PdfCheck = 'PLAIN' | 'ACTIVE' | 'UNREADABLE' | 'TOO_LARGE';

/**
 * A PDF carrying scripts, launch, submit or import actions, embedded or attached files or a form anywhere is ACTIVE,
 * except a form of signature fields only (a digitally signed document); one whose streams unpack past the limits
 * TOO_LARGE; one pdf.js cannot open (or that needs a password) UNREADABLE.
 */
export async function checkPdf(data: Uint8Array): Promise<PdfCheck> {
  const scanned = await scanFile(data);
  if (scanned !== 'PLAIN') return scanned;
  try {
    return (await pdfJsFindsActive(data)) ? 'ACTIVE' : 'PLAIN';
  } catch {
    return 'UNREADABLE';
  }
}

/** pdf.js's view alone (parserFindsActive): checkPdf asks it after the raw scan; tests ask each view on its own. */
export async function pdfJsFindsActive(data: Uint8Array): Promise<boolean> {
  const pdf = await openPdf(data);
  try {
    return await parserFindsActive(pdf);
  } finally {
    await pdf.destroy();
  }
}

const REFUSALS = { ACTIVE: 'PDF_ACTIVE_CONTENT', UNREADABLE: 'FILE_DAMAGED', TOO_LARGE: 'FILE_TOO_LARGE' } as const;

/** Checks an uploaded PDF (checkPdf) and refuses it, naming its field: 400 PDF_ACTIVE_CONTENT, FILE_DAMAGED, 413 FILE_TOO_LARGE. */
export async function refuseUnsafePdf(field: string, data: Uint8Array): Promise<void> {
  const check = await checkPdf(data);
  if (check !== 'PLAIN') throw new AppError(REFUSALS[check], { [field]: REFUSALS[check] });
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
