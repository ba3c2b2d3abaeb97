import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { checkPdf, pdfJsFindsActive, scanFile } from '../src/uploads/pdf-content';
import {
  ascii85Decode,
  asciiHexDecode,
  DecodeLimitError,
  flateDecode,
  lzwDecode,
  runLengthDecode,
  unpredict,
} from '../src/uploads/pdf-filters';
import {
  buildPdf,
  ENCODERS,
  encodeChain,
  type FilterName,
  formsBeyondSignatures,
  hostilePdfs,
  pdfWith,
  pngSubPredicted,
  scriptInObjectStream,
  signedPdf,
  signedPdfs,
  streamObject,
} from './support/hostile-pdfs';
import { pdfText } from './support/pdf-text';

/**
 * The PDF upload check on its own (issue 29): its stream decoders against encoders written from the specification,
 * those encoders against pdf.js, and the check against PDFs that hide scripts, actions, files and forms behind every
 * filter. The refusal at each upload is in abuse-uploads.test.ts.
 */

const LIMIT = 8_000_000;
const SAMPLES: Array<[string, Buffer]> = [
  ['random bytes', randomBytes(40_000)],
  ['repetitive text', Buffer.from('<< /Type /Page /Parent 2 0 R >> '.repeat(3000), 'latin1')],
  ['one byte', Buffer.from([0x42])],
  ['zeros', Buffer.alloc(10_001)],
];

const DECODERS: Record<FilterName, (data: Uint8Array, limit: number) => Uint8Array | Promise<Uint8Array>> = {
  ASCIIHexDecode: asciiHexDecode,
  ASCII85Decode: ascii85Decode,
  LZWDecode: (data, limit) => lzwDecode(data, limit),
  RunLengthDecode: runLengthDecode,
  FlateDecode: flateDecode,
};

/** A one-page PDF with a cross-reference table whose page shows `words`, its content stream encoded with `filters`. */
function plainPdf(words: string, filters: readonly FilterName[]): Buffer {
  const content = Buffer.from(`BT /F1 12 Tf 20 100 Td (${words}) Tj ET`, 'latin1');
  const filter = filters.length === 0 ? '' : `/Filter [${filters.map((name) => `/${name}`).join(' ')}]`;
  return buildPdf({
    1: { body: '<< /Type /Catalog /Pages 2 0 R >>' },
    2: { body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>' },
    3: { body: '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>' },
    4: { body: '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>' },
    5: streamObject(filter, encodeChain(content, filters)),
  });
}

describe('PDF stream decoders', () => {
  describe.each(Object.keys(ENCODERS) as FilterName[])('%s', (name) => {
    it.each(SAMPLES)('gives back %s as encoded', async (_label, data) => {
      expect(Buffer.from(await DECODERS[name](ENCODERS[name](data), LIMIT))).toEqual(data);
    });

    it('stops once the output passes its limit', async () => {
      const encoded = ENCODERS[name](Buffer.alloc(100_000, 0x20));
      await expect(async () => DECODERS[name](encoded, 99_999)).rejects.toBeInstanceOf(DecodeLimitError);
      expect((await DECODERS[name](encoded, 100_000)).length).toBe(100_000);
    });
  });

  it('reads what a reader reads of damaged data: hex and base-85 with stray characters, flate cut short or with a bad checksum', async () => {
    expect(Buffer.from(asciiHexDecode(Buffer.from('4 8\n6x5 6C6C6F7>ignored'), LIMIT)).toString('latin1')).toBe('Hellop');
    expect(Buffer.from(ascii85Decode(Buffer.from('<~87cURD]i,"Ebo80~>'), LIMIT)).toString('latin1')).toBe('Hello World!');
    const text = Buffer.from('/JavaScript '.repeat(200), 'latin1');
    const packed = deflateSync(text);
    packed.writeUInt32BE(0, packed.length - 4);
    expect(Buffer.from(await flateDecode(packed, LIMIT))).toEqual(text);
    const cut = await flateDecode(packed.subarray(0, packed.length - 10), LIMIT);
    expect(Buffer.from(cut).toString('latin1')).toMatch(/^(\/JavaScript )+/);
    // Raw deflate without the zlib header, as some writers make it.
    expect(Buffer.from(await flateDecode(packed.subarray(2), LIMIT))).toEqual(text);
  });

  it('undoes the PNG and TIFF predictors', () => {
    const data = Buffer.from('5 0 << /S /JavaScript /JS (x) >> and some more text', 'latin1');
    expect(Buffer.from(unpredict(pngSubPredicted(data, 8), { predictor: 12, columns: 8 }, LIMIT)).subarray(0, data.length)).toEqual(data);
    // TIFF predictor 2, three colours of 8 bits: each byte the difference from the same colour one pixel left.
    const rowLength = 9;
    const rgb = Buffer.from('abcdefghiJKLMNOPQR', 'latin1');
    const tiff = Buffer.from(rgb.map((byte, i) => (i % rowLength >= 3 ? (byte - (rgb[i - 3] ?? 0)) & 0xff : byte)));
    expect(Buffer.from(unpredict(tiff, { predictor: 2, colors: 3, columns: 3 }, LIMIT))).toEqual(rgb);
    // Four bits a component, one colour: the differences are taken on nibbles.
    const nibbles = [1, 2, 3, 15, 0, 7, 7, 9];
    const diffs = nibbles.map((value, i) => (value - (i > 0 ? (nibbles[i - 1] ?? 0) : 0)) & 15);
    const pack = (values: number[]) => Buffer.from([0, 2, 4, 6].map((i) => ((values[i] ?? 0) << 4) | (values[i + 1] ?? 0)));
    expect(Buffer.from(unpredict(pack(diffs), { predictor: 2, bitsPerComponent: 4, columns: 8 }, LIMIT))).toEqual(pack(nibbles));
  });
});

describe('PDF upload check', () => {
  it.each([
    [[]],
    [['ASCIIHexDecode']],
    [['ASCII85Decode']],
    [['LZWDecode']],
    [['RunLengthDecode']],
    [['FlateDecode']],
    [['ASCII85Decode', 'LZWDecode', 'RunLengthDecode', 'FlateDecode']],
  ] as Array<[FilterName[]]>)('passes a plain PDF whose page is encoded with %j, which pdf.js reads', async (filters) => {
    const pdf = plainPdf('Plain words', filters);
    expect((await pdfText(pdf)).text).toContain('Plain words');
    expect(await checkPdf(pdf)).toBe('PLAIN');
  });

  it('finds a script a reader runs, kept in an ASCIIHex object stream (the attack of issue 29)', async () => {
    const pdf = scriptInObjectStream(['ASCIIHexDecode']);
    const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
    // A reader runs it when the last page opens: pdf.js reads the page's action out of the encoded object stream.
    expect(await (await document.getPage(document.numPages)).getJSActions()).toEqual({ PageOpen: ['app.alert(1)'] });
    await document.destroy();
    expect(await checkPdf(pdf)).toBe('ACTIVE');
  });

  it.each(hostilePdfs().map(({ label, pdf }) => [label, pdf] as const))('refuses %s', async (_label, pdf) => {
    expect(await checkPdf(pdf)).toBe('ACTIVE');
  });

  it('refuses a stream that unpacks past 8 MB, or streams that together pass 40 MB, unless it is a picture', async () => {
    const bomb = deflateSync(Buffer.alloc(9_000_000, 0x20));
    const objectStreamBomb = buildPdf({
      1: { body: '<< /Type /Catalog /Pages 2 0 R >>' },
      2: { body: '<< /Type /Pages /Kids [] /Count 0 >>' },
      4: streamObject('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', bomb),
    });
    expect(await checkPdf(objectStreamBomb)).toBe('TOO_LARGE');
    const many = deflateSync(Buffer.alloc(7_000_000, 0x20));
    const streams = Object.fromEntries(Array.from({ length: 7 }, (_v, i) => [10 + i, streamObject('/Filter /FlateDecode', many)]));
    expect(
      await checkPdf(
        buildPdf({ 1: { body: '<< /Type /Catalog /Pages 2 0 R >>' }, 2: { body: '<< /Type /Pages /Kids [] /Count 0 >>' }, ...streams }),
      ),
    ).toBe('TOO_LARGE');
    // Pixels are not read: a large flate picture (a scanned slip) passes.
    const picture = buildPdf({
      1: { body: '<< /Type /Catalog /Pages 2 0 R >>' },
      2: { body: '<< /Type /Pages /Kids [] /Count 0 >>' },
      4: streamObject(
        '/Type /XObject /Subtype /Image /Width 3000 /Height 1000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode',
        bomb,
      ),
    });
    expect(await checkPdf(picture)).toBe('PLAIN');
  });
});

describe('PDF upload check of digitally signed PDFs (a form of signature fields only)', () => {
  it.each(signedPdfs().map(({ label, pdf }) => [label, pdf] as const))(
    'passes %s, which pdf.js reads as a signed form, in the raw scan and in pdf.js alike',
    async (_label, pdf) => {
      const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
      expect((await document.getMetadata()).info).toMatchObject({ IsAcroFormPresent: true, IsSignaturesPresent: true });
      const fields = (await document.getFieldObjects()) as Record<string, Array<{ type: string }>>;
      expect(fields.Signature1?.map((field) => field.type)).toContain('signature');
      await document.destroy();
      expect(await scanFile(pdf)).toBe('PLAIN');
      expect(await pdfJsFindsActive(pdf)).toBe(false);
      expect(await checkPdf(pdf)).toBe('PLAIN');
    },
  );

  it.each(formsBeyondSignatures().map(({ label, pdf, parser }) => [label, pdf, parser] as const))(
    'refuses %s in the raw scan (and in pdf.js when it shows it: %s)',
    async (_label, pdf, parser) => {
      expect(await scanFile(pdf)).toBe('ACTIVE');
      expect(await pdfJsFindsActive(pdf)).toBe(parser);
      expect(await checkPdf(pdf)).toBe('ACTIVE');
    },
  );

  it("finds a script on a signature's widget in pdf.js past the first 50 pages (an encrypted file's only check)", async () => {
    const script = '/AA << /Fo << /S /JavaScript /JS (app.alert\\(1\\)) >> >>';
    expect(await pdfJsFindsActive(signedPdf({ pagesBefore: 60, field: script }))).toBe(true);
    expect(await pdfJsFindsActive(signedPdf({ pagesBefore: 60 }))).toBe(false);
  });

  it('refuses a form name where the scan cannot check it: in a string, as a value, in a page content stream', async () => {
    const stream = (text: string) => streamObject('/Filter /FlateDecode', deflateSync(Buffer.from(text, 'latin1')));
    for (const pdf of [
      pdfWith('/Lang (/AcroForm)'),
      pdfWith('/PageMode /AcroForm'),
      pdfWith('', { 12: stream('/Widget BMC 0 0 10 10 re f EMC') }),
      signedPdf({ objects: { 12: stream('/AcroForm << /Fields [] >>') } }),
    ])
      expect(await scanFile(pdf)).toBe('ACTIVE');
  });

  it('refuses a signature form nested deeper than the check follows (32 levels)', async () => {
    const nested = (levels: number) => {
      const objects = Object.fromEntries(
        Array.from({ length: levels }, (_v, i) => [
          20 + i,
          { body: `<< /FT /Sig /T (s${i}) ${i + 1 < levels ? `/Kids [${21 + i} 0 R]` : ''} >>` },
        ]),
      );
      return signedPdf({ fields: '20 0 R', objects });
    };
    expect(await scanFile(nested(30))).toBe('PLAIN');
    expect(await scanFile(nested(40))).toBe('ACTIVE');
  });
});
