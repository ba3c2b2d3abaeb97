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
