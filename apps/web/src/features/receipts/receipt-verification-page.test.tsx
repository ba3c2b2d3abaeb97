import { verifyReceipt } from '@ico/domain/contracts/receipts';
import { formatBaht } from '@ico/domain/money';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refuse, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { ReceiptVerificationPage } from './receipt-verification-page';

const REFERENCE = 'R70-ABCD-EFGH-JKLM-NPQR-STUV';

/**
 * The public page a printed receipt points to, in both languages. receipts.spec.ts follows the printed address of a
 * real receipt in English; the Thai page and its refusals are checked here.
 */
describe.each(['en', 'th'] as const)('the receipt verification page in %s', (language) => {
  const r = (key: string, values?: Record<string, unknown>) => text(language, `receipts:${key}`, values);
  const open = (api: Parameters<typeof renderScreen>[1]) =>
    renderScreen(<ReceiptVerificationPage />, { language, url: `/receipt/${REFERENCE}`, path: '/receipt/:reference', ...api });

  it('shows what the receipt stands for, with the investor masked as the server gives it', async () => {
    await open({
      api: {
        [routeKey(verifyReceipt)]: (_, params) =>
          answer(verifyReceipt.response[200], {
            reference: params.reference ?? '',
            offering: { tokenName: 'Siam Solar Token', ticker: 'SST' },
            amount: '20000',
            confirmedAt: '2026-11-20T03:00:00.000Z',
            investor: 's*****i',
            refunded: false,
          }),
      },
    });
    expect(await screen.findByText(r('validTitle'))).toBeTruthy();
    expect(screen.getByText(r('validText', { reference: REFERENCE }))).toBeTruthy();
    expect(screen.getByText('Siam Solar Token (SST)')).toBeTruthy();
    expect(screen.getByText(r('baht', { amount: formatBaht('20000') }))).toBeTruthy();
    expect(screen.getByText('s*****i')).toBeTruthy();
  });

  it('a reference that is no receipt is named so', async () => {
    await open({ api: { [routeKey(verifyReceipt)]: () => refuse('RECEIPT_NOT_EXIST') } });
    expect(await screen.findByRole('heading', { level: 1, name: r('unknownTitle') })).toBeTruthy();
    expect(screen.getByText(text(language, 'common:errors.RECEIPT_NOT_EXIST'))).toBeTruthy();
  });
});
