import type { JoiningDetail } from '@ico/domain/contracts/joinings';
import { getJoining } from '@ico/domain/contracts/joinings';
import { listMonitoring } from '@ico/domain/contracts/monitoring';
import { getOffering } from '@ico/domain/contracts/offerings';
import { investorRefundSchema, listJoiningRefunds } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiRoutes, answer, refuse, routeKey } from '../../test/api';
import { joiningAnswer, offeringAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { JoiningPage } from './joining-page';

const AMOUNT = '20000';

/**
 * The joining's page in both languages: waiting for payment (the QR code of the exact amount, the slip form), paid
 * (the receipt, the share of the offering) and refunded. The journeys (reservation-journey.spec.ts, receipts.spec.ts)
 * cross these pages with a real slip and real PDFs in English; the Thai screens are checked here.
 */
describe.each(['en', 'th'] as const)('the joining page in %s', (language) => {
  const j = (key: string, values?: Record<string, unknown>) => text(language, `joinings:${key}`, values);
  const status = (key: string) => text(language, `common:joiningStatus.${key}`);

  function open(detail: Partial<JoiningDetail>, extra: ApiRoutes = {}) {
    return renderScreen(<JoiningPage />, {
      language,
      url: '/joining/70',
      path: '/joining/:id',
      signedIn: true,
      api: {
        [routeKey(getJoining)]: () =>
          answer(getJoining.response[200], {
            ...joiningAnswer({ amount: AMOUNT, tokenAmount: '10000', address: '0x1111111111111111111111111111111111111111' }),
            share: null,
            ...detail,
          }),
        [routeKey(getOffering)]: () => answer(getOffering.response[200], offeringAnswer()),
        [routeKey(listJoiningRefunds)]: () => answer(z.array(investorRefundSchema), []),
        [routeKey(listMonitoring)]: () => answer(listMonitoring.response[200], []),
        ...extra,
      },
    });
  }

  it('waiting for payment: the status, the QR code of the exact amount and the slip form', async () => {
    await open({
      status: 'WAITING_FOR_PAYMENT',
      qrcode: '00020101021229370016A000000677010111011300668123456785802TH540820000.005303764630412AB',
      paymentDeadline: '2026-12-02T10:00:00.000Z',
      promptPayId: '0812345678',
    });
    const badge = await screen.findAllByText(status('WAITING_FOR_PAYMENT'));
    expect(badge.some((element) => element.closest('[data-status="WAITING_FOR_PAYMENT"]'))).toBe(true);
    expect(screen.getByRole('img', { name: j('payment.qrName', { amount: formatBaht(AMOUNT) }) })).toBeTruthy();
    expect(screen.getByLabelText(j('slip.label'), { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: j('slip.send') })).toBeTruthy();
  });

  it('paid: the receipt to download and the share of the offering', async () => {
    await open({
      status: 'PAYMNENT_CONFIRMED',
      share: {
        totalAmount: AMOUNT,
        totalAmountToken: '10000',
        userAmount: AMOUNT,
        userTokens: '10000',
        otherAmount: '0',
        otherTokens: '0',
      },
    });
    const receipt = await screen.findByRole('region', { name: j('receipts.title') });
    expect(within(receipt).getByRole('button', { name: j('receipts.download') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: j('share.title') })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: j('share.yours') })).getByText(formatBaht(AMOUNT), { exact: false })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: j('share.total') })).getByText(formatBaht(AMOUNT), { exact: false })).toBeTruthy();
    expect(screen.getAllByText(status('PAYMNENT_CONFIRMED')).length).toBeGreaterThan(0);
  });

  it('a refund of a cancelled reservation is shown with its bank reference', async () => {
    await open(
      { status: 'RESERVATION_REJECTED' },
      {
        [routeKey(listJoiningRefunds)]: () =>
          answer(z.array(investorRefundSchema), [
            {
              id: 3,
              status: 'REFUND_DONE',
              reason: 'CANCELLED_RESERVATION',
              amount: AMOUNT,
              bankCode: '004',
              accountName: 'Somchai Jaidee',
              accountNumberMasked: '******7890',
              bankReference: 'KBANK-RF-0001',
              openedAt: '2026-11-20T03:00:00.000Z',
              doneAt: '2026-11-21T03:00:00.000Z',
            },
          ]),
      },
    );
    expect(await screen.findByText(j('refunds.title'))).toBeTruthy();
    expect(screen.getByText('KBANK-RF-0001')).toBeTruthy();
    expect(screen.getAllByText(text(language, 'common:refundStatus.REFUND_DONE')).length).toBeGreaterThan(0);
  });

  it('a joining that is not the investor’s is not found', async () => {
    await open({}, { [routeKey(getJoining)]: () => refuse('NO_JOINING_EXISTS') });
    expect(await screen.findByRole('heading', { level: 1, name: j('detail.notFoundTitle') })).toBeTruthy();
  });
});
