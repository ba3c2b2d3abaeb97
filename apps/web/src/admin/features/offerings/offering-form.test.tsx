import { createOffering, updateOffering } from '@ico/domain/contracts/offerings';
import type { Language } from '@ico/domain/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { renderScreen, text } from '../../../test/render';
import { staffOffering } from '../../test/offering-fixture';
import { OfferingForm } from './offering-form';

const staff = { username: 'operator', email: 'operator@example.com' };
const a = (language: Language, key: string, values?: Record<string, unknown>) => text(language, `admin-offerings:${key}`, values);
/** A field by its label (the label also holds Mantine's required asterisk). */
const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

async function fillNewOffering(user: Awaited<ReturnType<typeof renderScreen>>['user'], language: Language, finish: string) {
  const paste = async (label: string, value: string) => {
    const element = input(a(language, label));
    await user.clear(element);
    await user.click(element);
    await user.paste(value);
  };
  await paste('form.tokenName', 'Phuket Marina');
  await paste('form.ticker', 'pkm');
  await paste('form.summaryEN', 'A marina in Phuket raises funds for 120 new berths.');
  await paste('form.summaryTH', 'ท่าจอดเรือในภูเก็ตระดมทุน');
  await paste('form.startAt', '2027-03-01T10:00');
  await paste('form.finishAt', finish);
  await paste('form.totalAmount', '20000000');
  await paste('form.totalAmountToken', '10000000');
  await paste('form.minimumAmount', '5000');
  await paste('form.paymentInstructionsEN', 'Pay by PromptPay.');
  await paste('form.paymentInstructionsTH', 'ชำระผ่านพร้อมเพย์');
  await paste('form.promptPayId', '0105558012345');
}

// A busy two-core machine: a test fills a long form with a real user's events.
describe('the offering form', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`refuses an empty form under its fields and sends nothing (${language})`, async () => {
      const { user } = await renderScreen(<OfferingForm offering={null} onSaved={() => {}} />, { language, signedIn: staff });
      await user.click(screen.getByRole('button', { name: a(language, 'form.create') }));
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', a(language, 'form.invalid'));
      expect(screen.getAllByText(a(language, 'validation.REQUIRED'))).toHaveLength(5);
      expect(screen.getByText(a(language, 'validation.TICKER_FORMAT'))).toBeTruthy();
      expect(screen.getAllByText(a(language, 'validation.DATE_TIME_REQUIRED'))).toHaveLength(2);
      expect(input(a(language, 'form.tokenName')).getAttribute('aria-invalid')).toBe('true');
      expect(apiCalls()).toEqual([]);
    });

    it(`refuses a finish before the start, then creates the offering with what was typed (${language})`, async () => {
      const onSaved = vi.fn();
      const created = staffOffering({ id: 31 });
      const { user } = await renderScreen(<OfferingForm offering={null} onSaved={onSaved} />, {
        language,
        signedIn: staff,
        api: { [routeKey(createOffering)]: () => answer(createOffering.response[201], created, 201) },
      });
      await fillNewOffering(user, language, '2027-02-01T17:00');
      // The price per token follows the typed amounts (display only).
      expect(screen.getByText(a(language, 'form.pricePerTokenValue', { price: '2.00' }))).toBeTruthy();
      await user.click(screen.getByRole('button', { name: a(language, 'form.create') }));
      expect(await screen.findByText(a(language, 'validation.FINISH_BEFORE_START'))).toBeTruthy();
      expect(apiCalls()).toEqual([]);

      await user.clear(input(a(language, 'form.finishAt')));
      await user.click(input(a(language, 'form.finishAt')));
      await user.paste('2027-04-30T17:00');
      await user.click(screen.getByRole('button', { name: a(language, 'form.create') }));
      await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
      const [call] = apiCalls();
      expect(call?.method).toBe('POST');
      // Bangkok time with its offset, the ticker in capitals, every level allowed and screening on by default.
      expect(await call?.request.json()).toMatchObject({
        tokenName: 'Phuket Marina',
        ticker: 'pkm',
        startAt: '2027-03-01T10:00:00+07:00',
        finishAt: '2027-04-30T17:00:00+07:00',
        totalAmount: '20000000',
        allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
        screening: true,
        promptPayId: '0105558012345',
      });
    });

    it(`puts the server's TOTAL_BELOW_RESERVED under the total, in the reader's language (${language})`, async () => {
      const offering = staffOffering();
      const { user } = await renderScreen(<OfferingForm offering={offering} onSaved={() => {}} />, {
        language,
        signedIn: staff,
        api: { [routeKey(updateOffering)]: () => refuse('TOTAL_BELOW_RESERVED') },
      });
      const total = input(a(language, 'form.totalAmount'));
      await user.clear(total);
      await user.type(total, '10000');
      await user.click(screen.getByRole('button', { name: a(language, 'form.save') }));
      expect(await screen.findByText(a(language, 'validation.TOTAL_BELOW_RESERVED'))).toBeTruthy();
      expect(total.getAttribute('aria-invalid')).toBe('true');
      expect(apiCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /admin/offerings/7/']);
    });

    it(`shows a saved offering's values and says the save went through (${language})`, async () => {
      const offering = staffOffering({
        issuer: { nameEN: 'Marina Co.', nameTH: null, registrationNumber: null, addressEN: null, addressTH: null, website: null },
      });
      const { user } = await renderScreen(<OfferingForm offering={offering} onSaved={() => {}} />, {
        language,
        signedIn: staff,
        api: { [routeKey(updateOffering)]: () => answer(updateOffering.response[200], offering) },
      });
      expect(input(a(language, 'form.totalAmountToken')).value).toBe('10000000');
      expect(input(a(language, 'form.startAt')).value).toBe('2027-03-01T10:00');
      expect(input(a(language, 'form.issuerNameEN')).value).toBe('Marina Co.');
      await user.click(screen.getByRole('button', { name: a(language, 'form.save') }));
      const status = await screen.findByRole('status');
      expect(within(status).getByText(a(language, 'form.savedTitle'))).toBeTruthy();
      expect(await apiCalls()[0]?.request.json()).toMatchObject({ issuerNameEN: 'Marina Co.', issuerNameTH: '', payeeBank: '' });
    });
  }

  it('refuses a payee account given in part, and a minimum above the total', async () => {
    const offering = staffOffering();
    const { user } = await renderScreen(<OfferingForm offering={offering} onSaved={() => {}} />, { signedIn: staff });
    await user.type(input(text('en', 'admin-offerings:form.payeeAccountNumber')), '1234567890');
    const minimum = input(text('en', 'admin-offerings:form.minimumAmount'));
    await user.clear(minimum);
    await user.type(minimum, '30000000');
    await user.click(screen.getByRole('button', { name: text('en', 'admin-offerings:form.save') }));
    expect(await screen.findAllByText(text('en', 'admin-offerings:validation.PAYEE_ACCOUNT_INCOMPLETE'))).toHaveLength(2);
    expect(screen.getByText(text('en', 'admin-offerings:validation.MINIMUM_OVER_TOTAL'))).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });
});
