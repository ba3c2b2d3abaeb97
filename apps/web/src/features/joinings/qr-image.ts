/**
 * The PromptPay QR code as a picture to keep (issue 19): an investor paying from the same phone saves it and opens it
 * in the banking app's "scan from picture". Drawn on a canvas from the QR code already on screen, with the amount and
 * the payee written under it so the picture still says what it pays when found later in the photo gallery.
 */

const WIDTH = 720;
const QR_SIZE = 560;
const MARGIN = (WIDTH - QR_SIZE) / 2;
const LINE = { first: 44, other: 30 } as const;

/** `promptpay-<ticker>-<amount>.png`: only letters, digits and dashes, so every file system keeps it as it is. */
export function qrFileName(ticker: string, amount: string): string {
  const safe = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `promptpay-${safe(ticker) || 'payment'}-${safe(amount) || '0'}.png`;
}

function svgImage(svg: SVGSVGElement): Promise<HTMLImageElement> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(QR_SIZE));
  copy.setAttribute('height', String(QR_SIZE));
  const source = new XMLSerializer().serializeToString(copy);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  return image.decode().then(() => image);
}

/** The lines fit the width: a long account name is cut with an ellipsis rather than running off the picture. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * A PNG of the QR code on white with `lines` under it (the first, the amount, large and bold), in the page's own font
 * so Thai reads as it does on screen.
 */
export async function qrPicture(svg: SVGSVGElement, lines: readonly string[]): Promise<Blob> {
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const text = lines.join(' ');
  // The Thai and Latin subsets the lines need; a missing font still draws in the fallback.
  await Promise.all([
    document.fonts.load(`700 ${LINE.first}px ${family}`, text),
    document.fonts.load(`400 ${LINE.other}px ${family}`, text),
  ]).catch(() => undefined);
  const image = await svgImage(svg);
  const canvas = document.createElement('canvas');
  const textHeight = LINE.first * 1.5 + (lines.length - 1) * LINE.other * 1.5;
  canvas.width = WIDTH;
  canvas.height = MARGIN + QR_SIZE + MARGIN / 2 + textHeight + MARGIN / 2;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, MARGIN, MARGIN, QR_SIZE, QR_SIZE);
  context.fillStyle = '#111111';
  context.textAlign = 'center';
  context.textBaseline = 'top';
  let y = MARGIN + QR_SIZE + MARGIN / 2;
  lines.forEach((line, i) => {
    const size = i === 0 ? LINE.first : LINE.other;
    context.font = `${i === 0 ? 700 : 400} ${size}px ${family}`;
    context.fillText(fitted(context, line, WIDTH - 2 * 24), WIDTH / 2, y);
    y += size * 1.5;
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/png'));
}

/** Whether this browser can hand a PNG to another app (the share sheet); desktop browsers mostly cannot. */
export function canShareImages(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([new Uint8Array(8)], 'promptpay.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}
