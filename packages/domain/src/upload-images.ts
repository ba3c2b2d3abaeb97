import { MAX_UPLOAD_BYTES } from './constants';

/**
 * Pictures are made smaller in the browser before they are sent (issue 19): a phone photo is 3 to 12 MB, the upload
 * limit 2.5 MB. The rules here are pure; the browser module (apps/web/src/lib/prepare-image.ts) decodes and encodes.
 */

/** The longest side a prepared photo keeps: enough to read an ID card's print and a slip's QR code. */
export const PREPARED_LONG_EDGE_PX = 2000;
/** JPEG qualities tried in turn until the photo fits the limit. */
export const PREPARED_JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45] as const;

/** The types a browser may be able to decode into a JPEG (HEIC only where the browser reads it, as Safari does). */
export const DECODABLE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif', 'image/webp'] as const;

/** A type's short name as upload screens list it ('JPEG, PNG or PDF'). */
export const UPLOAD_TYPE_NAMES: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  '.csv': 'CSV',
};

/** The distinct short names of the types an upload accepts, in their order. */
export function uploadTypeNames(types: readonly string[]): string[] {
  return [...new Set(types.map((type) => UPLOAD_TYPE_NAMES[type] ?? type))];
}

/** A byte limit in megabytes as screens show it: 2.5 MB -> '2.5', 10 MB -> '10'. */
export function megabytesText(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 10) / 10);
}

/** The upload limit as every screen and error text states it. */
export const MAX_UPLOAD_MB_TEXT = megabytesText(MAX_UPLOAD_BYTES);

/** Whether an accepted-types list takes pictures the browser prepares (the hint then says photos are made smaller). */
export const acceptsPhotos = (types: readonly string[]): boolean =>
  types.some((type) => (DECODABLE_IMAGE_TYPES as readonly string[]).includes(type));

/**
 * What the browser does with a chosen file before the browser's own check and the upload:
 * - `as-is`: sent untouched: a PDF or anything that is not a picture; a PNG within the limit (a slip screenshot stays
 *   sharp for its QR code).
 * - `decode`: a picture to decode; whether it is then written again is `needsReencoding`'s answer.
 */
export function preparation(file: { type: string; size: number }, limit = MAX_UPLOAD_BYTES): 'as-is' | 'decode' {
  if (!(DECODABLE_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'as-is';
  if (file.type === 'image/png' && file.size <= limit) return 'as-is';
  return 'decode';
}

/** The size a picture is drawn at: its long edge at most `maxEdge`, the proportions kept, never enlarged. */
export function targetSize(width: number, height: number, maxEdge = PREPARED_LONG_EDGE_PX): { width: number; height: number } {
  const longEdge = Math.max(width, height);
  if (longEdge <= maxEdge || longEdge === 0) return { width, height };
  const scale = maxEdge / longEdge;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * After decoding: a JPEG already within the limit and the size is sent as it was (a second encoding only loses detail);
 * anything else (too large, too big, HEIC or WebP) is drawn again at `targetSize`.
 */
export function needsReencoding(
  file: { type: string; size: number },
  width: number,
  height: number,
  limit = MAX_UPLOAD_BYTES,
  maxEdge = PREPARED_LONG_EDGE_PX,
): boolean {
  return !(file.type === 'image/jpeg' && file.size <= limit && Math.max(width, height) <= maxEdge);
}

/**
 * The encodings to try, in turn, for a picture drawn again: a PNG first as PNG (a screenshot stays sharp if that is
 * enough), then JPEG at falling quality. The first result within the limit is sent.
 */
export function encodingAttempts(type: string): Array<{ type: 'image/png' } | { type: 'image/jpeg'; quality: number }> {
  const jpegs = PREPARED_JPEG_QUALITIES.map((quality) => ({ type: 'image/jpeg' as const, quality }));
  return type === 'image/png' ? [{ type: 'image/png' }, ...jpegs] : jpegs;
}

/** The name a prepared file is sent under: its extension follows the type it was written as. */
export function preparedFileName(name: string, type: 'image/jpeg' | 'image/png'): string {
  const extension = type === 'image/png' ? 'png' : 'jpg';
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name || 'photo';
  return `${stem}.${extension}`;
}
