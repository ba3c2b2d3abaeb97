import type { Language } from '@ico/domain/language';
import type { OfferingDocumentKind } from '@ico/domain/offering-documents';
import type { TextKey } from '../../i18n/text-key';

/** The labels of an offering document's kind and language (the offering's document screen, the audit log). */
export const DOCUMENT_KIND_KEY: Record<OfferingDocumentKind, TextKey<'admin-offerings'>> = {
  WHITE_PAPER: 'documents.kinds.WHITE_PAPER',
  FILING: 'documents.kinds.FILING',
  OTHER: 'documents.kinds.OTHER',
};
export const DOCUMENT_LANGUAGE_KEY: Record<Language, TextKey<'admin-offerings'>> = {
  en: 'documents.languages.en',
  th: 'documents.languages.th',
};
