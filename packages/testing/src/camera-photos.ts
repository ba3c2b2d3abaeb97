import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * Photos as a phone camera takes them (issue 19): 4000x3000, about 9 MB, sensor noise everywhere (noise is what makes
 * camera JPEGs large), a sheet of paper in the middle that may carry a QR code (a printed or on-screen slip
 * photographed), and optionally an EXIF orientation, as phones store a portrait photo: landscape pixels plus a tag.
 */

export type CameraPhotoOptions = {
  /** The QR code's text, drawn on the paper (a slip-verification payload, slip-pictures.ts `slipPayload`). */
  qrText?: string;
  /** EXIF orientation: 6 is a portrait photo stored as landscape pixels to be turned 90 degrees clockwise. */
  orientation?: 1 | 3 | 6 | 8;
  width?: number;
  height?: number;
};

/** A camera-like JPEG (quality 98, about 2.3 bytes a pixel): 4000x3000 makes about 9 MB. */
export async function cameraPhoto(options: CameraPhotoOptions = {}): Promise<Buffer> {
  const width = options.width ?? 4000;
  const height = options.height ?? 3000;
  const noise = randomBytes(width * height);
  const pixels = Buffer.alloc(width * height * 3);
  const paper = { left: width * 0.275, right: width * 0.725, top: height * 0.1, bottom: height * 0.9 };
  const red = Float64Array.from({ length: width }, (_, x) => 120 + 60 * Math.sin(x / 300));
  const green = Float64Array.from({ length: height }, (_, y) => 90 + 40 * Math.cos(y / 250));
  for (let y = 0; y < height; y++) {
    const paperRow = y > paper.top && y < paper.bottom;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const onPaper = paperRow && x > paper.left && x < paper.right;
      // A desk in warm light, grainy; white paper with a little grain.
      const grain = ((noise[i] as number) - 128) * (onPaper ? 0.12 : 0.5);
      pixels[i * 3] = clamp((onPaper ? 235 : (red[x] as number)) + grain);
      pixels[i * 3 + 1] = clamp((onPaper ? 236 : (green[y] as number)) + grain);
      pixels[i * 3 + 2] = clamp((onPaper ? 232 : 70) + grain);
    }
  }
  let photo = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (options.qrText) {
    const side = Math.round(Math.min(paper.right - paper.left, paper.bottom - paper.top) * 0.75);
    const qr = await QRCode.toBuffer(options.qrText, { type: 'png', width: side, margin: 4, errorCorrectionLevel: 'M' });
    photo = photo.composite([{ input: qr, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2), blend: 'multiply' }]);
  }
  if (options.orientation) photo = photo.withMetadata({ orientation: options.orientation });
  return photo.jpeg({ quality: 98 }).toBuffer();
}

const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** A stored picture's format, size in pixels and EXIF orientation, read from its bytes. */
export async function pictureFacts(
  data: Buffer,
): Promise<{ format: string | undefined; width: number; height: number; orientation: number | undefined }> {
  const { format, width, height, orientation } = await sharp(data).metadata();
  return { format, width: width ?? 0, height: height ?? 0, orientation };
}
