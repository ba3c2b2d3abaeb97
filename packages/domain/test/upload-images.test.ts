import { describe, expect, it } from 'vitest';
import { ALLOWED_UPLOAD_MIME_TYPES, MAX_UPLOAD_BYTES } from '../src/constants';
import {
  acceptsPhotos,
  encodingAttempts,
  MAX_UPLOAD_MB_TEXT,
  megabytesText,
  needsReencoding,
  PREPARED_JPEG_QUALITIES,
  preparation,
  preparedFileName,
  targetSize,
  uploadTypeNames,
} from '../src/upload-images';

const MB = 1024 * 1024;

describe('which chosen files the browser prepares', () => {
  it.each<[string, { type: string; size: number }, ReturnType<typeof preparation>]>([
    ['a 9 MB camera JPEG', { type: 'image/jpeg', size: 9 * MB }, 'decode'],
    ['a small JPEG (its size in pixels is not known yet)', { type: 'image/jpeg', size: 300_000 }, 'decode'],
    ['a PNG screenshot at the limit', { type: 'image/png', size: MAX_UPLOAD_BYTES }, 'as-is'],
    ['a PNG one byte over the limit', { type: 'image/png', size: MAX_UPLOAD_BYTES + 1 }, 'decode'],
    ['an iPhone HEIC photo', { type: 'image/heic', size: 2 * MB }, 'decode'],
    ['a WebP picture', { type: 'image/webp', size: 100_000 }, 'decode'],
    ['a PDF, however large', { type: 'application/pdf', size: 9 * MB }, 'as-is'],
    ['a CSV statement', { type: 'text/csv', size: 1000 }, 'as-is'],
    ['a file of no known type', { type: '', size: 9 * MB }, 'as-is'],
    ['a GIF (not an upload type; the check refuses it)', { type: 'image/gif', size: 1000 }, 'as-is'],
  ])('%s -> %s', (_name, file, expected) => {
    expect(preparation(file)).toBe(expected);
  });
});

describe('the size a photo is drawn at', () => {
  it.each<[string, [number, number], { width: number; height: number }]>([
    ['a 4000x3000 landscape photo', [4000, 3000], { width: 2000, height: 1500 }],
    ['a 3000x4000 portrait photo', [3000, 4000], { width: 1500, height: 2000 }],
    ['an 8160x6120 50-megapixel photo', [8160, 6120], { width: 2000, height: 1500 }],
    ['a long 1080x2400 screenshot', [1080, 2400], { width: 900, height: 2000 }],
    ['exactly 2000 px: untouched', [2000, 1000], { width: 2000, height: 1000 }],
    ['2001 px: scaled', [2001, 1001], { width: 2000, height: 1000 }],
    ['a small picture is never enlarged', [640, 480], { width: 640, height: 480 }],
    ['a thin strip keeps at least one pixel', [10_000, 1], { width: 2000, height: 1 }],
  ])('%s', (_name, [width, height], expected) => {
    expect(targetSize(width, height)).toEqual(expected);
  });
});

describe('whether a decoded picture is written again', () => {
  it.each<[string, { type: string; size: number }, [number, number], boolean]>([
    ['a JPEG within the limit and 2000 px', { type: 'image/jpeg', size: MB }, [2000, 1500], false],
    ['a JPEG within the limit but 4000 px', { type: 'image/jpeg', size: 2 * MB }, [4000, 3000], true],
    ['a JPEG over the limit', { type: 'image/jpeg', size: 3 * MB }, [1800, 1200], true],
    ['a PNG over the limit', { type: 'image/png', size: 3 * MB }, [1080, 1920], true],
    ['a small HEIC (the server takes no HEIC)', { type: 'image/heic', size: MB }, [800, 600], true],
  ])('%s -> %s', (_name, file, [width, height], expected) => {
    expect(needsReencoding(file, width, height)).toBe(expected);
  });
});

describe('the encodings tried', () => {
  it('tries a PNG as PNG first, then JPEG at falling quality', () => {
    const attempts = encodingAttempts('image/png');
    expect(attempts[0]).toEqual({ type: 'image/png' });
    expect(attempts.slice(1).map((a) => ('quality' in a ? a.quality : 0))).toEqual([...PREPARED_JPEG_QUALITIES]);
  });

  it('writes a photo as JPEG only, from about 0.85 down', () => {
    const attempts = encodingAttempts('image/heic');
    expect(attempts.every((a) => a.type === 'image/jpeg')).toBe(true);
    expect(attempts[0]).toEqual({ type: 'image/jpeg', quality: 0.85 });
    const qualities = attempts.map((a) => ('quality' in a ? a.quality : 0));
    expect([...qualities].sort((a, b) => b - a)).toEqual(qualities);
  });
});

describe('names and texts', () => {
  it.each([
    ['IMG_2041.HEIC', 'image/jpeg', 'IMG_2041.jpg'],
    ['slip.png', 'image/jpeg', 'slip.jpg'],
    ['slip.png', 'image/png', 'slip.png'],
    ['photo', 'image/jpeg', 'photo.jpg'],
    ['.hidden', 'image/jpeg', '.hidden.jpg'],
    ['', 'image/jpeg', 'photo.jpg'],
  ] as const)('%s written as %s is sent as %s', (name, type, expected) => {
    expect(preparedFileName(name, type)).toBe(expected);
  });

  it.each([
    [MAX_UPLOAD_BYTES, '2.5'],
    [10 * MB, '10'],
    [1.25 * MB, '1.3'],
  ])('%d bytes read as %s MB', (bytes, expected) => {
    expect(megabytesText(bytes)).toBe(expected);
  });

  it('states the upload limit as the number the server enforces', () => {
    expect(MAX_UPLOAD_MB_TEXT).toBe('2.5');
  });

  it('names the accepted types once each, in their order', () => {
    expect(uploadTypeNames(ALLOWED_UPLOAD_MIME_TYPES)).toEqual(['JPEG', 'PNG', 'PDF']);
    expect(uploadTypeNames(['.csv', 'text/csv'])).toEqual(['CSV']);
    expect(acceptsPhotos(ALLOWED_UPLOAD_MIME_TYPES)).toBe(true);
    expect(acceptsPhotos(['application/pdf'])).toBe(false);
    expect(acceptsPhotos(['.csv', 'text/csv'])).toBe(false);
  });
});
