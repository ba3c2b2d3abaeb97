import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

let ready: Promise<unknown> | undefined;

/** The reader's WebAssembly from node_modules (zxing-wasm fetches it from a CDN by default), as read-slip-code.ts does. */
function loadReader(): Promise<unknown> {
  ready ??= Promise.resolve().then(() => {
    const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    return prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasmPath).buffer as ArrayBuffer }, fireImmediately: true });
  });
  return ready;
}

/** The texts of the QR codes on a picture (PNG, JPEG), read by the same library the API reads slips with. */
export async function readQrCodes(picture: Buffer): Promise<string[]> {
  await loadReader();
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  const results = await readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], { formats: ['QRCode'], tryHarder: true });
  return results.filter((result) => result.isValid && result.text).map((result) => result.text);
}
