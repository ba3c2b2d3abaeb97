import { GENDER_OPTIONS } from '@ico/domain/options';
import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { thaiId } from '../support/verification';
import {
  confirmDetailInfo,
  copyThaiIdAddress,
  countryName as country,
  detailField as field,
  fillDetailInfo,
  fillGeneral,
  fillThaiIdAddress,
  fillWorkAndPhones,
  identityRow,
  type Lang,
  openDetailInfoReview,
  optionLabel,
} from '../support/verification-screens';

const t = (lang: Lang, key: string) => text(lang, 'detail-info', key);

/** Confirms the review, waits for the saved notice and the profile, and checks what the server stored. */
async function confirmAndLand(page: Page, lang: Lang) {
  await confirmDetailInfo(page, lang);
  await expect(
    identityRow(page, lang, 'detailInfo').getByText(text(lang, 'common', 'verificationStatus.NEED_TO_SCREENING'), { exact: true }),
  ).toBeVisible();

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
    await signInBrowser(page, user, tokens, '/detail_info');

    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'title') })).toBeVisible();
    await expect(field(page, lang, 'passportId')).toHaveCount(0);
    await expect(field(page, lang, 'foreHCCity')).toHaveCount(0);

    // Sending empty shows the domain's messages under the fields and no review.
    await page.getByRole('button', { name: t(lang, 'submit'), exact: true }).click();
    // Under its field (the summary at the top says it with the field's name).
    await expect(page.getByText(text(lang, 'common', 'validation.THAI_ID_REQUIRED'), { exact: true })).toBeVisible();
    await expect(page.getByText(text(lang, 'common', 'validation.MOB_PHONE_REQUIRED'), { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const id = thaiId();
    await field(page, lang, 'thaiIDNumber').fill(id);
    await fillGeneral(page, lang);
    await expect(field(page, lang, 'thaiIDCountry')).toHaveValue(country('TH', lang));
    await expect(field(page, lang, 'thaiIDCountry')).toHaveAttribute('readonly', '');
    await fillThaiIdAddress(page, lang, 'สมุทรปราการ');

    await copyThaiIdAddress(page, lang);
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
    const review = await openDetailInfoReview(page, lang);
    for (const shown of [
      id,
      '1988-07-14',
      optionLabel(GENDER_OPTIONS, 'FEMALE', lang),
      'กรุงเทพมหานคร',
      '081 234 5678',
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
      // Stored in E.164 (issue 19).
      mobPhoneNumber: '+66812345678',
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
    await signInBrowser(page, user, tokens, '/detail_info');

    await expect(page.getByRole('heading', { level: 1, name: t(lang, 'title') })).toBeVisible();
    await expect(field(page, lang, 'thaiIDNumber')).toHaveCount(0);
    await expect(field(page, lang, 'thaiHMAddress')).toHaveCount(0);
    // The copy boxes mirror the Thai ID-card address, which foreign investors do not have.
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    // The passport number is typed in lower case; the server stores it in capitals.
    const passport = await fillDetailInfo(page, lang, 'FOREIGN');
    const review = await openDetailInfoReview(page, lang);
    for (const shown of [passport, 'Osaka', country('JP', lang), '+81 812345678', '02 123 4567']) {
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
      mobPhoneNumber: '+81812345678',
      thaiIDNumber: null,
    });
    expect(pageErrors).toEqual([]);
  });
});
