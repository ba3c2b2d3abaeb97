import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import { encodingAttempts, needsReencoding, preparation, preparedFileName, targetSize } from '@ico/domain/upload-images';

/**
 * Makes a chosen picture fit the upload (issue 19), in the browser, before the browser's check and the upload: the
 * photo turned upright (EXIF orientation), its long edge at most 2,000 px, written as JPEG at falling quality until it
 * is within the limit. A PDF, a PNG within the limit and anything the browser cannot decode is answered unchanged,
 * so the check and the server say what is wrong with it. Loaded lazily, by the file picker only.
 */
export async function prepareImage(file: File): Promise<File> {
  if (preparation(file) === 'as-is') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // Not decodable here (HEIC outside Safari, a damaged file): sent as chosen, the check or the server answers.
    return file;
  }
  try {
    if (!needsReencoding(file, bitmap.width, bitmap.height)) return file;
    const size = targetSize(bitmap.width, bitmap.height);
    const drawn = draw(bitmap, size, null);
    if (!drawn) return file;
    // JPEG has no transparency: a PNG's transparent parts become white rather than black.
    let flattened: HTMLCanvasElement | null = null;

    let smallest: Blob | undefined;
    for (const attempt of encodingAttempts(file.type)) {
      if (attempt.type === 'image/jpeg' && !flattened) flattened = draw(drawn, size, '#ffffff') ?? drawn;
      const canvas = attempt.type === 'image/png' || !flattened ? drawn : flattened;
      const blob = await encode(canvas, attempt.type, 'quality' in attempt ? attempt.quality : undefined);
      if (!blob) continue;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= MAX_UPLOAD_BYTES) return asFile(blob, file);
    }
    // Nothing fitted (hardly possible at 2,000 px): the smallest goes to the check, which names the limit.
    return smallest ? asFile(smallest, file) : file;
  } finally {
    bitmap.close();
  }
}

/** A canvas of `size` with `source` drawn on it, scaled smoothly, over `background` when given. */
function draw(source: CanvasImageSource, size: { width: number; height: number }, background: string | null): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number | undefined): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, type, quality));

function asFile(blob: Blob, original: File): File {
  const type = blob.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new File([blob], preparedFileName(original.name, type), { type, lastModified: original.lastModified });
}
