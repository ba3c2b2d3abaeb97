import { z } from 'zod';
import { LANGUAGES } from './language';

/**
 * An offering's documents (issue 19): the white paper, the filing with the SEC and other PDFs, each in English or
 * Thai, public like the offering itself. An offering does not open without a white paper.
 */
export const OFFERING_DOCUMENT_KINDS = ['WHITE_PAPER', 'FILING', 'OTHER'] as const;
export type OfferingDocumentKind = (typeof OFFERING_DOCUMENT_KINDS)[number];

/** The kind an offering needs before it opens. */
export const REQUIRED_OFFERING_DOCUMENT: OfferingDocumentKind = 'WHITE_PAPER';

/** Documents are PDFs of at most 20 MB each, at most 20 per offering. */
export const OFFERING_DOCUMENT_TYPES = ['application/pdf'] as const;
export const OFFERING_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const OFFERING_DOCUMENTS_MAX = 20;
export const OFFERING_DOCUMENT_TITLE_MAX = 200;
/** The multipart part that carries the document's file. */
export const OFFERING_DOCUMENT_FILE_FIELD = 'file';

/** What staff send with a document's file (multipart text fields). */
export const offeringDocumentInputSchema = z.object({
  kind: z.enum(OFFERING_DOCUMENT_KINDS, { error: 'INVALID_OPTION' }),
  language: z.enum(LANGUAGES, { error: 'INVALID_OPTION' }),
  title: z
    .string({ error: 'REQUIRED' })
    .trim()
    .min(1, { error: 'REQUIRED', abort: true })
    .max(OFFERING_DOCUMENT_TITLE_MAX, { error: 'TEXT_TOO_LONG' }),
});
export type OfferingDocumentInput = z.infer<typeof offeringDocumentInputSchema>;

/** Whether the documents include the one an offering needs to open (the join rules take this fact). */
export const hasRequiredDocument = (documents: ReadonlyArray<{ kind: OfferingDocumentKind }>): boolean =>
  documents.some((document) => document.kind === REQUIRED_OFFERING_DOCUMENT);

/** The documents of each kind, in the kinds' order; kinds without a document are left out. */
export const documentsByKind = <D extends { kind: OfferingDocumentKind }>(
  documents: readonly D[],
): Array<{ kind: OfferingDocumentKind; documents: D[] }> =>
  OFFERING_DOCUMENT_KINDS.map((kind) => ({ kind, documents: documents.filter((document) => document.kind === kind) })).filter(
    (group) => group.documents.length > 0,
  );

export const ISSUER_NAME_MAX = 200;
export const ISSUER_ADDRESS_MAX = 500;
export const ISSUER_WEBSITE_MAX = 300;
export const ISSUER_REGISTRATION_MAX = 50;

/** An optional text: empty or missing is null. */
const optionalText = (max: number, refine?: { test: (v: string) => boolean; error: string }) =>
  z
    .union([z.string({ error: 'INVALID_PARAMETER' }), z.null()], { error: 'INVALID_PARAMETER' })
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, { error: 'TEXT_TOO_LONG', abort: true })
    .refine((v) => v === '' || !refine || refine.test(v), { error: refine?.error ?? 'INVALID_PARAMETER' })
    .transform((v) => (v === '' ? null : v));

const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/**
 * The issuer's details, part of the offering input (all optional): names in English and Thai, the company
 * registration number (letters, digits, spaces, dashes, dots and slashes), address, and an https website.
 */
export const issuerInputShape = {
  issuerNameEN: optionalText(ISSUER_NAME_MAX),
  issuerNameTH: optionalText(ISSUER_NAME_MAX),
  issuerRegistrationNumber: optionalText(ISSUER_REGISTRATION_MAX, {
    test: (v) => /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(v),
    error: 'REGISTRATION_NUMBER_FORMAT',
  }),
  issuerAddressEN: optionalText(ISSUER_ADDRESS_MAX),
  issuerAddressTH: optionalText(ISSUER_ADDRESS_MAX),
  issuerWebsite: optionalText(ISSUER_WEBSITE_MAX, { test: isHttpsUrl, error: 'WEBSITE_HTTPS' }),
};
