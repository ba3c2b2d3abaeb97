import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SlipCheck } from '@ico/domain/reconciliation';
import { normaliseSlipReference } from '@ico/domain/slip-duplicates';
import { validate } from 'promptparse';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { firstPagePictures } from '../../uploads/pdf-content';
import type { UploadedFile } from '../../uploads/read-multipart';

/** What the slip's QR code says: stored with the slip (privateFile.slipCheck, slipSendingBank, slipReference). */
export type SlipReading = { check: SlipCheck; sendingBank: string | null; reference: string | null };

let zxingReady: Promise<unknown> | undefined;

/** The reader's WebAssembly from node_modules: by default zxing-wasm fetches it from a CDN, which a server must not. */
function loadReader(): Promise<unknown> {
  zxingReady ??= Promise.resolve().then(() => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    return prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath).buffer as ArrayBuffer }, fireImmediately: true });
  });
  return zxingReady;
}

/** Pictures are read at most this wide or high: a phone screenshot as it is, a 50-megapixel photo scaled down. */
const MAX_READ_SIDE = 2400;
/** Below this the second pass doubles the picture: small or blurred codes read better larger. */
const UPSCALE_BELOW = 900;
/** A bank's three-digit code, and a transaction reference as banks print it (letters and digits). */
const BANK_CODE = /^\d{3}$/;
const REFERENCE = /^[0-9A-Z]{6,50}$/;

type Rgba = { data: Buffer; info: OutputInfo };

const rgbaOf = (picture: Sharp): Promise<Rgba> => picture.ensureAlpha().raw().toBuffer({ resolveWithObject: true });

async function qrTexts({ data, info }: Rgba): Promise<string[]> {
  const pixels = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  const results = await readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return results.filter((result) => result.isValid && result.text).map((result) => result.text);
}

/** The QR codes on one picture: as it is, then (nothing found) in grey with its contrast stretched, enlarged if small. */
async function codesOn(source: Sharp): Promise<string[]> {
  const fitted = await rgbaOf(source.resize(MAX_READ_SIDE, MAX_READ_SIDE, { fit: 'inside', withoutEnlargement: true }));
  const first = await qrTexts(fitted);
  if (first.length > 0) return first;
  const { width, height, channels } = fitted.info;
  const grey = sharp(fitted.data, { raw: { width, height, channels } }).grayscale().normalise();
  return qrTexts(await rgbaOf(width < UPSCALE_BELOW ? grey.resize(width * 2, null, { kernel: 'lanczos3' }) : grey));
}

/** The first slip-verification payload among the codes read, as bank code and normalised reference. */
function slipOf(texts: readonly string[]): { sendingBank: string; reference: string } | null {
  for (const text of texts) {
    const parsed = validate.slipVerify(text, true);
    if (!parsed) continue;
    const reference = normaliseSlipReference(parsed.transRef);
    if (BANK_CODE.test(parsed.sendingBank) && REFERENCE.test(reference)) return { sendingBank: parsed.sendingBank, reference };
  }
  return null;
}

/** The slip being read, and the ones waiting behind it (`readSlipCode`). */
let reading: Promise<unknown> = Promise.resolve();

/**
 * Reads the slip's QR code (issue 17): on the picture, or on the pictures of a PDF's first page. READ with the
 * sending bank's three-digit code and the transaction reference; NOT_A_SLIP_CODE when a code was read but is not a
 * slip-verification payload (a PromptPay QR, a link); NO_CODE when none could be read. Never throws for what the
 * picture shows: a slip without a readable code is accepted and flagged for staff.
 *
 * One slip at a time in a process. Read side by side (the browser journeys' investors sending at once), a slip
 * without a code came back with the transfer reference of a slip read at the same moment, in most rounds of five
 * (`read-slip-code.test.ts`): it was refused as another reservation's payment, and a slip could as well be stored with
 * another investor's reference, which the reconciliation would then match. Each read alone is right; which step mixes
 * them (the raw-pixel pipelines of sharp 0.35 or zxing-wasm 3.1's reader) is not found yet, so the whole read is one
 * at a time: a slip takes a few hundred milliseconds, and uploads are rare beside the rest.
 */
export function readSlipCode(file: Pick<UploadedFile, 'contentType' | 'data'>): Promise<SlipReading> {
  const read = reading.then(() => readOneSlip(file));
  reading = read.catch(() => undefined);
  return read;
}

async function readOneSlip(file: Pick<UploadedFile, 'contentType' | 'data'>): Promise<SlipReading> {
  await loadReader();
  const sources: Array<() => Sharp> =
    file.contentType === 'application/pdf'
      ? (await firstPagePictures(file.data).catch(() => [])).map(
          (picture) => () => sharp(picture.data, { raw: { width: picture.width, height: picture.height, channels: picture.channels } }),
        )
      : [() => sharp(file.data)];
  let sawCode = false;
  for (const source of sources) {
    const texts = await codesOn(source()).catch(() => []);
    sawCode ||= texts.length > 0;
    const slip = slipOf(texts);
    if (slip) return { check: 'READ', ...slip };
  }
  return { check: sawCode ? 'NOT_A_SLIP_CODE' : 'NO_CODE', sendingBank: null, reference: null };
}
