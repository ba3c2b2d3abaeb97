import type { TextKey } from '../../i18n/text-key';

/** The labels of the private files' fields (screening documents, the audit log's file views). */
export const FILE_KEY: Record<string, TextKey<'admin-screening'>> = {
  selfiePrivate: 'files.selfiePrivate',
  IDcard1Private: 'files.IDcard1Private',
  IDcard2Private: 'files.IDcard2Private',
  passport1Private: 'files.passport1Private',
  passport2Private: 'files.passport2Private',
  bookImagePrivate: 'files.bookImagePrivate',
  companyDocument1Private: 'files.companyDocument1Private',
  companyDocument2Private: 'files.companyDocument2Private',
  companyDocument3Private: 'files.companyDocument3Private',
  paymentSlipFilePrivate: 'files.paymentSlipFilePrivate',
};
