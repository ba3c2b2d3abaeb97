import { COUNTRY_OPTIONS } from '@ico/domain/countries';
import { GENDER_OPTIONS, OCCUPATION_OPTIONS, REFERRAL_OPTIONS } from '@ico/domain/options';
import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

type Lang = 'en' | 'th';

/** A Thai ID number with a valid mod-11 check digit. */
function thaiId(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}

const t = (lang: Lang, key: string) => text(lang, 'detail-info', key);
/** A form field by its accessible name (the label without the required mark): a text box or a select. */
const field = (page: Page, lang: Lang, key: string) => {
  const name = t(lang, `fields.${key}`);
  return page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));
};
const country = (code: string, lang: Lang) => COUNTRY_OPTIONS.find((c) => c.value === code)?.label[lang] ?? code;
const optionLabel = (options: ReadonlyArray<{ value: string; label: Record<Lang, string> }>, value: string, lang: Lang) =>
  options.find((o) => o.value === value)?.label[lang] ?? value;

async function fillGeneral(page: Page, lang: Lang) {
  await field(page, lang, 'birthdate').fill('1988-07-14');
  await field(page, lang, 'gender').selectOption({ label: optionLabel(GENDER_OPTIONS, 'FEMALE', lang) });
  await field(page, lang, 'annualIncome').selectOption({ index: 2 });
  await field(page, lang, 'financeAssets').selectOption({ index: 3 });
  await field(page, lang, 'referredBy').selectOption({ label: optionLabel(REFERRAL_OPTIONS, 'NEWSPAPER', lang) });
}

async function fillWorkAndPhones(page: Page, lang: Lang, mobileCode: string) {
  await field(page, lang, 'compAddress').fill('1 Silom Road, Bang Rak');
  await field(page, lang, 'compCity').fill('Bangkok');
  await field(page, lang, 'compPostalCode').fill('10500');
  await field(page, lang, 'compCountry').selectOption({ label: country('TH', lang) });
  await field(page, lang, 'occupation').selectOption({ label: optionLabel(OCCUPATION_OPTIONS, 'EMPLOYEE', lang) });
  await field(page, lang, 'position').fill('Analyst');
  await field(page, lang, 'companyName').fill('Siam Works Co., Ltd.');
  await field(page, lang, 'resPhoneNumber').fill('21234567');
  const mobile = t(lang, 'fields.mobPhoneNumber');
  await page
    .getByRole('combobox', { name: t(lang, 'fields.phoneCodeOf').replace('{{phone}}', mobile), exact: true })
    .selectOption(mobileCode);
  await field(page, lang, 'mobPhoneNumber').fill('812345678');
  await field(page, lang, 'compPhoneNumber').fill('22345678');
}

/** Confirms the review, waits for the saved notice and the profile, and checks what the server stored. */
async function confirmAndLand(page: Page, lang: Lang) {
  await page.getByRole('button', { name: t(lang, 'review.confirm') }).click();
  await expect(page.getByText(t(lang, 'saved'))).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: text(lang, 'profile', 'identity.items.detailInfo.title'), exact: true }) });
  await expect(row.getByText(text(lang, 'common', 'verificationStatus.NEED_TO_SCREENING'), { exact: true })).toBeVisible();

  // The form is closed now: a notice, then the profile again.
  await page.goto('/detail_info');
  await expect(page.getByRole('dialog', { name: t(lang, 'already.title') })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
}

test.describe('detail information in Thai', () => {
  test.use({ language: 'th' });

  test('a Thai investor fills the form, copies the ID-card address twice, reviews and sends', async ({ page, request, pageErrors }) => {
    const lang: Lang = 'th';
    const user = newUser({ nationality: 'THAI' });
    await signUpByApi(request, user);
    const tokens = await obtainTokens(request, user);
    await signInBrowser(page, user, tokens);
    await page.goto('/detail_info');

    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'title') })).toBeVisible();
    await expect(field(page, lang, 'passportId')).toHaveCount(0);
    await expect(field(page, lang, 'foreHCCity')).toHaveCount(0);

    // Sending empty shows the domain's messages under the fields and no review.
    await page.getByRole('button', { name: t(lang, 'submit'), exact: true }).click();
    await expect(page.getByText(text(lang, 'common', 'validation.THAI_ID_REQUIRED'))).toBeVisible();
    await expect(page.getByText(text(lang, 'common', 'validation.MOB_PHONE_REQUIRED'))).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const id = thaiId();
    await field(page, lang, 'thaiIDNumber').fill(id);
    await fillGeneral(page, lang);
    await expect(field(page, lang, 'thaiIDCountry')).toHaveValue(country('TH', lang));
    await expect(field(page, lang, 'thaiIDCountry')).toHaveAttribute('readonly', '');
    await field(page, lang, 'thaiIDAddress').fill('99/1 หมู่ 3 ถนนสุขุมวิท');
    await field(page, lang, 'thaiIDCity').fill('สมุทรปราการ');
    await field(page, lang, 'thaiIDPostalCode').fill('10540');

    await page.getByRole('checkbox', { name: t(lang, 'copy.house') }).check();
    await page.getByRole('checkbox', { name: t(lang, 'copy.residence') }).check();
    for (const target of ['thaiHMAddress', 'resAddress']) {
      await expect(field(page, lang, target)).toHaveValue('99/1 หมู่ 3 ถนนสุขุมวิท');
      await expect(field(page, lang, target)).toHaveAttribute('readonly', '');
    }
    await expect(field(page, lang, 'resCountry')).toHaveValue(country('TH', lang));
    // The copies follow the ID-card address while the boxes stay ticked.
    await field(page, lang, 'thaiIDCity').fill('กรุงเทพมหานคร');
    await expect(field(page, lang, 'thaiHMCity')).toHaveValue('กรุงเทพมหานคร');
    await expect(field(page, lang, 'resCity')).toHaveValue('กรุงเทพมหานคร');
    await expect(field(page, lang, 'resPostalCode')).toHaveValue('10540');

    await fillWorkAndPhones(page, lang, '+66');
    await page.getByRole('button', { name: t(lang, 'submit'), exact: true }).click();

    const review = page.getByRole('dialog', { name: t(lang, 'review.title') });
    await expect(review).toBeVisible();
    for (const shown of [
      id,
      '1988-07-14',
      optionLabel(GENDER_OPTIONS, 'FEMALE', lang),
      'กรุงเทพมหานคร',
      '+66 812345678',
      'Siam Works Co., Ltd.',
    ]) {
      await expect(review.getByText(shown, { exact: true }).first()).toBeVisible();
    }
    await expect(review.getByRole('rowheader', { name: t(lang, 'fields.thaiHMAddress'), exact: true })).toBeVisible();
    await confirmAndLand(page, lang);

    const me = await (await request.get('/api/auth/me/', { headers: { authorization: `Bearer ${tokens.access}` } })).json();
    expect(me).toMatchObject({
      detailInfoStatus: 'NEED_TO_SCREENING',
      thaiIDNumber: id,
      thaiHMAddress: '99/1 หมู่ 3 ถนนสุขุมวิท',
      resCity: 'กรุงเทพมหานคร',
      resCountry: 'TH',
      thaiHMCountry: 'TH',
      mobPhoneNumberID: '+66',
      mobPhoneNumber: '+66-812345678',
      gender: 'FEMALE',
    });
    expect(pageErrors).toEqual([]);
  });
});

test.describe('detail information in English', () => {
  test.use({ language: 'en' });

  test('a foreign investor fills the form with a passport and an overseas home, reviews and sends', async ({
    page,
    request,
    pageErrors,
  }) => {
    const lang: Lang = 'en';
    const user = newUser({ nationality: 'FOREIGN', firstNameTH: '', lastNameTH: '' });
    await signUpByApi(request, user);
    const tokens = await obtainTokens(request, user);
    await signInBrowser(page, user, tokens);
    await page.goto('/detail_info');

    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'title') })).toBeVisible();
    await expect(field(page, lang, 'thaiIDNumber')).toHaveCount(0);
    await expect(field(page, lang, 'thaiHMAddress')).toHaveCount(0);
    // The copy boxes mirror the Thai ID-card address, which foreign investors do not have.
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    const passport = `JP${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    await field(page, lang, 'passportId').fill(passport.toLowerCase());
    await fillGeneral(page, lang);
    await field(page, lang, 'foreHCCity').fill('Osaka');
    await field(page, lang, 'foreHCCountry').selectOption({ label: country('JP', lang) });
    await field(page, lang, 'resAddress').fill('55 Sukhumvit Soi 11, Khlong Toei Nuea');
    await field(page, lang, 'resCity').fill('Bangkok');
    await field(page, lang, 'resPostalCode').fill('10110');
    await field(page, lang, 'resCountry').selectOption({ label: country('TH', lang) });
    await fillWorkAndPhones(page, lang, '+81');
    await page.getByRole('button', { name: t(lang, 'submit'), exact: true }).click();

    const review = page.getByRole('dialog', { name: t(lang, 'review.title') });
    for (const shown of [passport, 'Osaka', country('JP', lang), '+81 812345678', '+66 21234567']) {
      await expect(review.getByText(shown, { exact: true }).first()).toBeVisible();
    }
    // Back to the form and again: nothing is lost.
    await review
      .getByRole('button', { name: t(lang, 'review.back') })
      .first()
      .click();
    await expect(field(page, lang, 'foreHCCity')).toHaveValue('Osaka');
    await page.getByRole('button', { name: t(lang, 'submit'), exact: true }).click();
    await expect(review).toBeVisible();
    await confirmAndLand(page, lang);

    const me = await (await request.get('/api/auth/me/', { headers: { authorization: `Bearer ${tokens.access}` } })).json();
    expect(me).toMatchObject({
      detailInfoStatus: 'NEED_TO_SCREENING',
      passportId: passport,
      foreHCCity: 'Osaka',
      foreHCCountry: 'JP',
      mobPhoneNumber: '+81-812345678',
      thaiIDNumber: null,
    });
    expect(pageErrors).toEqual([]);
  });
});
