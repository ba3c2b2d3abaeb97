import { describe, expect, it } from 'vitest';
import { staffOffering } from '../../test/offering-fixture';
import { offeringFormValues, pricePerToken, trimZeros } from './use-offering-form';

describe('the offering form logic', () => {
  it.each([
    ['20000000', '10000000', '2.00'],
    ['1000', '3', '333.33'],
    ['1', '4', '0.25000000'],
    ['1', '300000000', '0.00000000'],
    ['', '10', null],
    ['1000', '0', null],
    ['1000.5', '10', null],
    ['abc', '10', null],
  ])('the price per token of %s Baht for %s tokens is %s', (total, tokens, price) => {
    expect(pricePerToken(total, tokens)).toBe(price);
  });

  it.each([
    ['2000000.00000000', '2000000'],
    ['12.50000000', '12.5'],
    ['7', '7'],
  ])('trims %s to %s', (stored, shown) => expect(trimZeros(stored)).toBe(shown));

  it('starts a new offering empty, open to every investor level, with screening on', () => {
    const values = offeringFormValues(null);
    expect(values).toMatchObject({
      tokenName: '',
      startAt: '',
      allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
      screening: true,
    });
  });

  it("shows a saved offering's settings: instants to the minute in Bangkok time, tokens without trailing zeros, empty for null", () => {
    const values = offeringFormValues(
      staffOffering({
        start_at: '2027-03-01T03:00:59.500Z',
        allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'],
        screening: false,
        payeeBank: null,
        issuer: {
          nameEN: 'Marina Co.',
          nameTH: null,
          registrationNumber: '0105558012345',
          addressEN: null,
          addressTH: null,
          website: null,
        },
      }),
    );
    expect(values).toMatchObject({
      tokenName: 'Phuket Marina',
      ticker: 'PKM',
      startAt: '2027-03-01T10:00:00+07:00',
      totalAmountToken: '10000000',
      allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'],
      screening: false,
      payeeBank: '',
      issuerNameEN: 'Marina Co.',
      issuerNameTH: '',
      issuerRegistrationNumber: '0105558012345',
    });
  });
});
