import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { UploadedFile } from './read-multipart';

/**
 * A private upload as it is stored: pictures re-encoded, PDFs as sent (checked when read). `sha256` is the digest of
 * the stored bytes, `receivedSha256` that of the bytes as sent (the same file sent again is recognised by it).
 */
export type SanitizedFile = UploadedFile & { receivedSha256: string };

/**
 * The most pixels a picture may decode to: a phone's 50-megapixel photo passes, a small file that unpacks into a
 * gigabyte of pixels (a decompression bomb) does not.
 */
const MAX_PIXELS = 60_000_000;
/** Re-encoding tries these settings in turn until the file fits the upload limit again. */
const JPEG_QUALITIES = [90, 80, 70] as const;
const PNG_EFFORTS = [{ compressionLevel: 6 }, { compressionLevel: 9, palette: false, adaptiveFiltering: true }] as const;

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function refuse(file: UploadedFile, code: 'FILE_DAMAGED' | 'FILE_TOO_LARGE'): AppError {
  return new AppError(code, { [file.field]: code });
}

/**
 * Decodes and writes the picture again in its own format: EXIF orientation applied, then nothing of the original but
 * its pixels (no EXIF or GPS, no comments or text chunks, no ICC profile: the pixels are converted to sRGB, and no
 * bytes that followed the image data, such as HTML appended to a PNG).
 */
async function reencodePicture(file: UploadedFile): Promise<Buffer> {
  const decoded = () =>
    sharp(file.data, { failOn: 'error', limitInputPixels: MAX_PIXELS, sequentialRead: true }).rotate().toColourspace('srgb');
  const attempts =
    file.contentType === 'image/jpeg'
      ? JPEG_QUALITIES.map((quality) => () => decoded().jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer())
      : PNG_EFFORTS.map((options) => () => decoded().png(options).toBuffer());
  for (const attempt of attempts) {
    let output: Buffer;
    try {
      output = await attempt();
    } catch (error) {
      const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
      throw refuse(file, tooLarge ? 'FILE_TOO_LARGE' : 'FILE_DAMAGED');
    }
    if (output.length <= MAX_UPLOAD_BYTES) return output;
  }
  throw refuse(file, 'FILE_TOO_LARGE');
}

/**
 * The one step every private upload (payment slips, verification files, the two-factor-reset selfie) takes before it
 * is stored: JPEG and PNG re-encoded, a picture that cannot be decoded refused (400 FILE_DAMAGED); a PDF is stored as
 * sent (readMultipart has refused one carrying scripts, actions, embedded files or forms: pdf-content.ts).
 */
export async function sanitizeUpload(file: UploadedFile): Promise<SanitizedFile> {
  const receivedSha256 = sha256(file.data);
  if (file.contentType === 'application/pdf') return { ...file, sha256: receivedSha256, receivedSha256 };
  const data = await reencodePicture(file);
  return { ...file, data, sha256: sha256(data), receivedSha256 };
}
