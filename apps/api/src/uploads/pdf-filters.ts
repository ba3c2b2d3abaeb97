import { constants, createInflateRaw } from 'node:zlib';

/**
 * The PDF stream filters that hold text (dictionaries, scripts, content) as pdf.js and other readers decode them:
 * ASCIIHex, ASCII85, LZW, RunLength and Flate, with the PNG and TIFF predictors. pdf.js keeps its own decoders inside
 * its worker bundle and exports none of them, so the upload check has these. Each stops with DecodeLimitError once
 * its output passes `limit` (a small upload must not unpack into gigabytes before it is refused). Like pdf.js they
 * are lenient: a stream that ends early or carries stray bytes yields what could be read, as a reader would show it.
 */

export class DecodeLimitError extends Error {
  constructor() {
    super('PDF stream decodes past the limit');
  }
}

/** DecodeParms entries the predictors and LZW read (defaults as in the PDF specification). */
export type FilterParams = { predictor?: number; colors?: number; bitsPerComponent?: number; columns?: number; earlyChange?: number };

/** Filters that hold pictures: what they decode to is pixels, never dictionaries. */
export const PICTURE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode']);

/** The abbreviations pdf.js (and inline images) accept for filter names. */
const ALIASES: Record<string, string> = {
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
  LZW: 'LZWDecode',
  Fl: 'FlateDecode',
  RL: 'RunLengthDecode',
  CCF: 'CCITTFaxDecode',
  DCT: 'DCTDecode',
};

export const filterName = (name: string): string => ALIASES[name] ?? name;

/** A byte buffer that grows up to `limit`, then throws. */
class Output {
  private buffer: Uint8Array;
  length = 0;
  constructor(
    private readonly limit: number,
    sizeHint: number,
  ) {
    this.buffer = new Uint8Array(Math.max(64, Math.min(limit, sizeHint)));
  }
  private room(extra: number): void {
    const needed = this.length + extra;
    if (needed > this.limit) throw new DecodeLimitError();
    if (needed <= this.buffer.length) return;
    const grown = new Uint8Array(Math.min(this.limit, Math.max(needed, this.buffer.length * 2)));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
  push(byte: number): void {
    if (this.length === this.buffer.length) this.room(1);
    else if (this.length + 1 > this.limit) throw new DecodeLimitError();
    this.buffer[this.length++] = byte;
  }
  pushAll(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  result(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** Pairs of hex digits up to `>`; other characters are skipped (as pdf.js does), an odd last digit is followed by 0. */
export function asciiHexDecode(data: Uint8Array, limit: number): Uint8Array {
  const out = new Output(limit, data.length / 2);
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const value = hexValue(c);
    if (value < 0) continue;
    if (high < 0) high = value;
    else {
      out.push((high << 4) | value);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  return out.result();
}

/** Groups of five characters `!`..`u` to four bytes, `z` for four zeros, up to `~`; whitespace and stray bytes skipped. */
export function ascii85Decode(data: Uint8Array, limit: number): Uint8Array {
  const out = new Output(limit, data.length);
  let start = 0;
  if (data[0] === 0x3c && data[1] === 0x7e) start = 2; // An optional leading `<~`.
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84); // Padded with `u`.
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    for (let i = 0; i < count; i += 1) out.push((value >>> (24 - 8 * i)) & 0xff);
  };
  for (let i = start; i < data.length; i += 1) {
    const c = data[i] ?? 0;
    if (c === 0x7e) break;
    if (c === 0x7a && group.length === 0) {
      for (let k = 0; k < 4; k += 1) out.push(0);
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5) {
      flush(4);
      group.length = 0;
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return out.result();
}

/** A length byte n: 0..127 copies the next n + 1 bytes, 129..255 repeats the next byte 257 - n times, 128 ends. */
export function runLengthDecode(data: Uint8Array, limit: number): Uint8Array {
  const out = new Output(limit, data.length * 2);
  let i = 0;
  while (i < data.length) {
    const n = data[i++] ?? 128;
    if (n === 128) break;
    if (n < 128) {
      out.pushAll(data.subarray(i, i + n + 1));
      i += n + 1;
    } else {
      if (i >= data.length) break;
      const byte = data[i++] ?? 0;
      for (let k = 0; k < 257 - n; k += 1) out.push(byte);
    }
  }
  return out.result();
}

/** LZW with 9 to 12 bit codes, 256 clears, 257 ends; `earlyChange` (default 1) widens codes one entry early. */
export function lzwDecode(data: Uint8Array, limit: number, earlyChange = 1): Uint8Array {
  const out = new Output(limit, data.length * 3);
  const prefixes = new Int32Array(4096);
  const suffixes = new Uint8Array(4096);
  const lengths = new Uint16Array(4096);
  for (let i = 0; i < 256; i += 1) {
    suffixes[i] = i;
    lengths[i] = 1;
    prefixes[i] = -1;
  }
  const scratch = new Uint8Array(4096);
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let buffer = 0;
  let position = 0;
  const entryBytes = (code: number): Uint8Array => {
    const length = lengths[code] ?? 0;
    let at = code;
    for (let k = length - 1; k >= 0; k -= 1) {
      scratch[k] = suffixes[at] ?? 0;
      at = prefixes[at] ?? -1;
    }
    return scratch.subarray(0, length);
  };
  for (;;) {
    while (bits < width && position < data.length) {
      buffer = ((buffer << 8) | (data[position++] ?? 0)) >>> 0;
      bits += 8;
    }
    if (bits < width) break;
    const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
    bits -= width;
    buffer &= (1 << bits) - 1;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    let first: number;
    if (code < next) {
      if (code >= 258 && lengths[code] === 0) break;
      const bytes = entryBytes(code);
      first = bytes[0] ?? 0;
      out.pushAll(bytes);
    } else if (code === next && previous >= 0) {
      const bytes = entryBytes(previous);
      first = bytes[0] ?? 0;
      out.pushAll(bytes);
      out.push(first);
    } else break; // A code that cannot be: the data is damaged from here.
    if (previous >= 0 && next < 4096) {
      prefixes[next] = previous;
      suffixes[next] = first;
      lengths[next] = (lengths[previous] ?? 0) + 1;
      next += 1;
      if (next + earlyChange >= 1 << width && width < 12) width += 1;
    }
    previous = code;
  }
  return out.result();
}

/**
 * Flate as pdf.js reads it: the two-byte zlib header skipped when it is one (raw deflate otherwise), the checksum
 * not required, and a stream that breaks off or turns bad yields what was inflated before.
 */
export function flateDecode(data: Uint8Array, limit: number): Promise<Uint8Array> {
  const cmf = data[0] ?? 0;
  const flg = data[1] ?? 0;
  const zlibHeader = (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
  const body = zlibHeader ? data.subarray(2) : data;
  return new Promise((resolve, reject) => {
    const out = new Output(limit, body.length * 4);
    const inflate = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH });
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error instanceof DecodeLimitError) reject(error);
      else resolve(out.result());
    };
    inflate.on('data', (chunk: Buffer) => {
      try {
        out.pushAll(chunk);
      } catch (error) {
        inflate.destroy();
        finish(error as Error);
      }
    });
    inflate.on('error', () => finish());
    inflate.on('end', () => finish());
    inflate.on('close', () => finish());
    inflate.end(body);
  });
}

/** The PNG (10..15) and TIFF (2) predictors, undone row by row. */
export function unpredict(data: Uint8Array, params: FilterParams, limit: number): Uint8Array {
  const predictor = params.predictor ?? 1;
  if (predictor <= 1) return data;
  const colors = Math.max(1, Math.min(params.colors ?? 1, 32));
  const bits = [1, 2, 4, 8, 16].includes(params.bitsPerComponent ?? 8) ? (params.bitsPerComponent ?? 8) : 8;
  const columns = Math.max(1, Math.min(params.columns ?? 1, 1 << 24));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const out = new Output(limit, data.length);
  if (predictor >= 10) {
    let prior = new Uint8Array(rowBytes);
    for (let at = 0; at < data.length; at += rowBytes + 1) {
      const type = data[at] ?? 0;
      const raw = data.subarray(at + 1, at + 1 + rowBytes);
      const row = new Uint8Array(rowBytes);
      for (let i = 0; i < raw.length; i += 1) {
        const left = i >= pixelBytes ? (row[i - pixelBytes] ?? 0) : 0;
        const up = prior[i] ?? 0;
        const upLeft = i >= pixelBytes ? (prior[i - pixelBytes] ?? 0) : 0;
        const x = raw[i] ?? 0;
        if (type === 1) row[i] = x + left;
        else if (type === 2) row[i] = x + up;
        else if (type === 3) row[i] = x + ((left + up) >> 1);
        else if (type === 4) {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          row[i] = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
        } else row[i] = x;
      }
      out.pushAll(row.subarray(0, raw.length));
      prior = row;
    }
    return out.result();
  }
  if (predictor !== 2) return data;
  // TIFF: each component is the difference from the same component of the pixel on its left, within a row.
  const mask = (1 << bits) - 1;
  for (let at = 0; at < data.length; at += rowBytes) {
    const raw = data.subarray(at, at + rowBytes);
    if (bits === 8) {
      const row = new Uint8Array(raw.length);
      for (let i = 0; i < raw.length; i += 1) row[i] = (raw[i] ?? 0) + (i >= colors ? (row[i - colors] ?? 0) : 0);
      out.pushAll(row);
      continue;
    }
    if (bits === 16) {
      const row = new Uint8Array(raw.length);
      for (let i = 0; i + 1 < raw.length; i += 2) {
        const before = i >= 2 * colors ? ((row[i - 2 * colors] ?? 0) << 8) | (row[i - 2 * colors + 1] ?? 0) : 0;
        const sum = ((((raw[i] ?? 0) << 8) | (raw[i + 1] ?? 0)) + before) & 0xffff;
        row[i] = sum >> 8;
        row[i + 1] = sum & 0xff;
      }
      out.pushAll(row);
      continue;
    }
    const row = new Uint8Array(raw.length);
    const sums = new Array<number>(colors).fill(0);
    for (let component = 0; component < columns * colors; component += 1) {
      const bit = component * bits;
      if (bit >> 3 >= raw.length) break;
      const shift = 8 - bits - (bit & 7);
      const value = ((raw[bit >> 3] ?? 0) >> shift) & mask;
      const color = component % colors;
      const sum = ((sums[color] ?? 0) + value) & mask;
      sums[color] = sum;
      row[bit >> 3] = (row[bit >> 3] ?? 0) | (sum << shift);
    }
    out.pushAll(row);
  }
  return out.result();
}

/**
 * One filter applied to `data`. An unknown filter leaves the data as it is (pdf.js warns and reads it as is);
 * picture filters are not decoded (callers skip such streams).
 */
export async function applyFilter(name: string, data: Uint8Array, params: FilterParams, limit: number): Promise<Uint8Array> {
  switch (filterName(name)) {
    case 'ASCIIHexDecode':
      return asciiHexDecode(data, limit);
    case 'ASCII85Decode':
      return ascii85Decode(data, limit);
    case 'RunLengthDecode':
      return runLengthDecode(data, limit);
    case 'LZWDecode':
      return unpredict(lzwDecode(data, limit, params.earlyChange ?? 1), params, limit);
    case 'FlateDecode':
      return unpredict(await flateDecode(data, limit), params, limit);
    default:
      return data;
  }
}
