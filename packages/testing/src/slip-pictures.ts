import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { generate } from 'promptparse';
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';

/**
 * Payment slips as a Thai bank app saves them (issue 17), drawn for the API tests and the browser journeys: a
 * 1080x1920 phone screenshot with the slip-verification QR code (sending bank and transaction reference), the same as
 * a one-page PDF, and slips without a code or with a code that is not a slip's.
 */

export type SlipTransfer = { sendingBank: string; transRef: string };

/** A transaction reference no other test uses (bank apps print 12 to 25 letters and digits). */
export const newTransRef = (): string => `${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();

/** A transfer from Kasikornbank (004) with a fresh reference, unless told otherwise. */
export const newTransfer = (transfer: Partial<SlipTransfer> = {}): SlipTransfer => ({
  sendingBank: '004',
  transRef: newTransRef(),
  ...transfer,
});

/** The slip-verification payload the QR code carries (EMVCo tags with the bank code and reference, CRC included). */
export const slipPayload = (transfer: SlipTransfer): string => generate.slipVerify(transfer);

type SlipCode = { transfer: SlipTransfer } | { text: string } | null;

export type SlipPictureOptions = {
  /** What the QR code says: a transfer (default: a new one), any text (a URL, a PromptPay code), or no code at all. */
  code?: SlipCode;
  format?: 'jpeg' | 'png';
  /** Makes two pictures of the same transfer differ in their bytes (a second screenshot). */
  variant?: number;
};

const WIDTH = 1080;
const HEIGHT = 1920;
const QR_SIZE = 420;

function background(variant: number): Buffer {
  // A header band in the bank's colour, the amount panel, and a few lines of "text": enough like a slip for the
  // reader to have to find the code, and each variant a different picture.
  const shade = 40 + ((variant * 37) % 160);
  const lines = Array.from(
    { length: 8 },
    (_, i) => `<rect x="120" y="${520 + i * 70}" width="${840 - ((i * 97 + variant * 13) % 300)}" height="26" fill="#c8ccd2"/>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#f4f6f8"/>` +
      `<rect width="100%" height="360" fill="rgb(0,${shade},90)"/>` +
      `<rect x="80" y="420" width="920" height="700" rx="24" fill="#ffffff"/>${lines}` +
      `<rect x="${60 + (variant % 7) * 10}" y="1820" width="40" height="40" fill="rgb(${shade},20,20)"/>` +
      '</svg>',
  );
}

/** A slip picture, 1080x1920 JPEG (default) or PNG, with its QR code in the lower half. */
export async function slipPicture(options: SlipPictureOptions = {}): Promise<Buffer> {
  const code = options.code === undefined ? { transfer: newTransfer() } : options.code;
  const variant = options.variant ?? randomBytes(2).readUInt16BE(0);
  const layers: OverlayOptions[] = [];
  if (code) {
    const text = 'transfer' in code ? slipPayload(code.transfer) : code.text;
    const qr = await QRCode.toBuffer(text, { type: 'png', width: QR_SIZE, margin: 4, errorCorrectionLevel: 'M' });
    layers.push({ input: qr, left: Math.round((WIDTH - QR_SIZE) / 2), top: 1260 });
  }
  const picture = sharp(background(variant)).composite(layers);
  return options.format === 'png' ? picture.png().toBuffer() : picture.jpeg({ quality: 88 }).toBuffer();
}

/** A one-page A4 PDF with the slip picture filling the page (a slip exported or printed to PDF). */
export async function slipPdf(picture: Buffer, options: { javascript?: string } = {}): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4', margin: 36, compress: true, info: { Title: 'Slip', CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.image(picture, { fit: [523, 770], align: 'center' });
  if (options.javascript) {
    // An OpenAction that runs a script when the file is opened, written through pdfkit's own objects.
    const script = document.ref({ S: 'JavaScript', JS: new String(options.javascript) });
    script.end('');
    (document as unknown as { _root: { data: Record<string, unknown> } })._root.data.OpenAction = script;
  }
  document.end();
  return done;
}

/** The JPEG with EXIF written into it: a GPS position and a camera note a re-encoded copy must not keep. */
export async function withGpsExif(jpeg: Buffer): Promise<Buffer> {
  return sharp(jpeg)
    .withExif({
      IFD0: { Make: 'SecretPhone', ImageDescription: 'exif-marker-home-address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '100/1 30/1 0/1' },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The picture with an HTML page appended after its image data (what a polyglot upload looks like). */
export const withAppendedHtml = (picture: Buffer): Buffer =>
  Buffer.concat([picture, Buffer.from('<html><script>alert("appended-html-marker")</script></html>')]);

/** A 4x4 PNG of random pixels: a valid picture whose bytes no other upload repeats (slips are refused when sent twice). */
export const distinctPng = (): Promise<Buffer> =>
  sharp(randomBytes(4 * 4 * 3), { raw: { width: 4, height: 4, channels: 3 } })
    .png()
    .toBuffer();
