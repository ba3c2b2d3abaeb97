/**
 * A small reader of PDF object syntax (numbers, names, strings, arrays, dictionaries, references), enough for the
 * upload check to read each stream's dictionary (its filters, parameters and length) and the objects packed in
 * object streams. It works on the file as latin1 text and never throws: what it cannot read is `undefined`.
 */

export type PdfName = { name: string };
export type PdfRef = { ref: string };
/** Every value a key was given, in order (pdf.js keeps the last of a repeated key, another reader may keep the first). */
export type PdfDict = { dict: Map<string, PdfValue[]> };
export type PdfValue = number | boolean | null | string | PdfName | PdfRef | PdfDict | PdfValue[] | { keyword: string };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const MAX_DEPTH = 64;

const isRegular = (c: number) => !WHITE.has(c) && !DELIMITERS.has(c);

/** `/J#61vaScript` is `/JavaScript`: names may write any character as #xx. */
export function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export const isName = (value: PdfValue | undefined): value is PdfName =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'name' in value;
export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'ref' in value;
export const isDict = (value: PdfValue | undefined): value is PdfDict =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'dict' in value;

/** The values of `key` in `dict`, the one a reader keeps (the last) first. */
export const valuesOf = (dict: PdfDict, key: string): PdfValue[] => [...(dict.dict.get(key) ?? [])].reverse();

/** A watched name read in a dictionary: where its slash is, the dictionary, and the key it is or is the value of. */
export type WatchedName = { at: number; name: string; key: string; role: 'key' | 'value'; dict: PdfDict };

export class PdfLexer {
  /** Characters read, over all calls: the caller stops a file that makes it read too much. */
  work = 0;
  /** Watched names read as a key or a name value of a dictionary, in values read whole from their first character. */
  readonly watched: WatchedName[] = [];
  private pending: WatchedName[] = [];
  constructor(
    readonly text: string,
    private readonly watch: ReadonlySet<string> = new Set(),
  ) {}

  skipSpace(at: number): number {
    let pos = at;
    const { text } = this;
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (WHITE.has(c)) pos += 1;
      else if (c === 0x25) {
        while (pos < text.length && text.charCodeAt(pos) !== 0x0a && text.charCodeAt(pos) !== 0x0d) pos += 1;
      } else break;
    }
    this.work += pos - at;
    return pos;
  }

  private regularEnd(at: number): number {
    let pos = at;
    while (pos < this.text.length && isRegular(this.text.charCodeAt(pos))) pos += 1;
    this.work += pos - at;
    return pos;
  }

  /**
   * The value starting at `at` (after white space and comments) and where it ends, or undefined. Watched names found
   * in it are kept only when the whole value reads: one in a value that does not read stays unaccounted for.
   */
  read(at: number): { value: PdfValue; end: number } | undefined {
    this.pending = [];
    const result = this.readValue(at, 0);
    if (result) this.watched.push(...this.pending);
    return result;
  }

  private readValue(at: number, depth: number): { value: PdfValue; end: number } | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const { text } = this;
    const pos = this.skipSpace(at);
    if (pos >= text.length) return undefined;
    const c = text.charCodeAt(pos);
    if (c === 0x2f) {
      const end = this.regularEnd(pos + 1);
      return { value: { name: decodeName(text.slice(pos + 1, end)) }, end };
    }
    if (c === 0x3c && text.charCodeAt(pos + 1) === 0x3c) return this.readDict(pos + 2, depth);
    if (c === 0x3c) {
      const end = text.indexOf('>', pos + 1);
      this.work += (end < 0 ? text.length : end) - pos;
      return end < 0 ? undefined : { value: text.slice(pos + 1, end), end: end + 1 };
    }
    if (c === 0x28) return this.readString(pos);
    if (c === 0x5b) return this.readArray(pos + 1, depth);
    if (c === 0x5d || c === 0x3e || c === 0x29 || c === 0x7b || c === 0x7d) return undefined;
    const end = this.regularEnd(pos);
    if (end === pos) return undefined;
    const token = text.slice(pos, end);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      const number = Number(token);
      // `12 0 R` is a reference: look ahead for the generation and the R.
      if (/^\d+$/.test(token)) {
        const genStart = this.skipSpace(end);
        const genEnd = this.regularEnd(genStart);
        if (/^\d+$/.test(text.slice(genStart, genEnd))) {
          const rStart = this.skipSpace(genEnd);
          const rEnd = this.regularEnd(rStart);
          if (text.slice(rStart, rEnd) === 'R') return { value: { ref: `${number} ${Number(text.slice(genStart, genEnd))}` }, end: rEnd };
        }
      }
      return { value: number, end };
    }
    if (token === 'true' || token === 'false') return { value: token === 'true', end };
    if (token === 'null') return { value: null, end };
    return { value: { keyword: token }, end };
  }

  private readString(at: number): { value: PdfValue; end: number } | undefined {
    const { text } = this;
    let depth = 0;
    let pos = at;
    while (pos < text.length) {
      const c = text.charCodeAt(pos);
      if (c === 0x5c) pos += 2;
      else {
        if (c === 0x28) depth += 1;
        else if (c === 0x29) {
          depth -= 1;
          if (depth === 0) {
            this.work += pos - at;
            return { value: text.slice(at + 1, pos), end: pos + 1 };
          }
        }
        pos += 1;
      }
    }
    this.work += pos - at;
    return undefined;
  }

  private readArray(at: number, depth: number): { value: PdfValue; end: number } | undefined {
    const items: PdfValue[] = [];
    let pos = at;
    for (;;) {
      pos = this.skipSpace(pos);
      if (pos >= this.text.length) return undefined;
      if (this.text.charCodeAt(pos) === 0x5d) return { value: items, end: pos + 1 };
      const item = this.readValue(pos, depth + 1);
      if (!item) return undefined;
      items.push(item.value);
      pos = item.end;
    }
  }

  private readDict(at: number, depth: number): { value: PdfValue; end: number } | undefined {
    const dict = new Map<string, PdfValue[]>();
    const parsed: PdfDict = { dict };
    let pos = at;
    for (;;) {
      pos = this.skipSpace(pos);
      if (pos >= this.text.length) return undefined;
      if (this.text.charCodeAt(pos) === 0x3e && this.text.charCodeAt(pos + 1) === 0x3e) return { value: parsed, end: pos + 2 };
      const key = this.readValue(pos, depth + 1);
      if (!key || !isName(key.value)) return undefined;
      const value = this.readValue(key.end, depth + 1);
      if (!value) return undefined;
      const name = key.value.name;
      dict.set(name, [...(dict.get(name) ?? []), value.value]);
      if (this.watch.has(name)) this.pending.push({ at: pos, name, key: name, role: 'key', dict: parsed });
      if (isName(value.value) && this.watch.has(value.value.name))
        this.pending.push({ at: this.skipSpace(key.end), name: value.value.name, key: name, role: 'value', dict: parsed });
      pos = value.end;
    }
  }
}
