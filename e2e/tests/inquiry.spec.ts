import { INQUIRY_SUBJECT_MAX_LENGTH } from '@ico/domain/constants';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';

const SUPPORT_MAILBOX = 'support@siamico.co.th';

test.describe('the public inquiry form in Thai', () => {
  test.use({ language: 'th' });

  test('a visitor asks for a higher limit: field rules in Thai, then the support mailbox receives it', async ({ page, pageErrors }) => {
    const t = (key: string) => text('th', 'inquiry', key);
    const marker = Math.random().toString(36).slice(2, 8);
    await page.goto('/inquiry/5/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('public.title'));
    await expect(page.getByRole('combobox', { name: t('form.category') })).toHaveValue('5');
    // The robots' field is in the form but not for people: out of sight and out of the accessibility tree.
    await expect(page.locator('input[name="website"]')).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: t('form.honeypot') })).toHaveCount(0);
    await expect(page.locator('input[name="website"]')).not.toBeInViewport();

    await page.getByRole('button', { name: t('form.submit') }).click();
    await expect(page.getByText(text('th', 'common', 'validation.SUBJECT_REQUIRED'))).toBeVisible();
    await page.getByRole('textbox', { name: t('form.email') }).fill('not-an-address');
    await page.getByRole('textbox', { name: t('form.subject') }).fill('ก'.repeat(INQUIRY_SUBJECT_MAX_LENGTH + 1));
    await page.getByRole('button', { name: t('form.submit') }).click();
    await expect(page.getByText(text('th', 'common', 'validation.SUBJECT_LESS_THAN_80'))).toBeVisible();

    const email = `visitor-${marker}@example.com`;
    const subject = `ขอเพิ่มวงเงินลงทุน ${marker}`;
    await page.getByRole('textbox', { name: t('form.email') }).fill(email);
    await page.getByRole('textbox', { name: t('form.subject') }).fill(subject);
    await page.getByRole('textbox', { name: t('form.description') }).fill('ต้องการสมัครเป็นนักลงทุนรายใหญ่ กรุณาแจ้งเอกสารที่ต้องใช้');
    await page.getByRole('button', { name: t('form.submit') }).click();
    await expect(page.getByRole('heading', { name: t('received.title') })).toBeVisible();

    const mail = await waitForMail(SUPPORT_MAILBOX, { subject: new RegExp(marker) });
    expect(mail.subject).toContain('Professional investor');
    expect(mail.text).toContain(email);
    expect(mail.text).toContain('ต้องการสมัครเป็นนักลงทุนรายใหญ่');
    expect(pageErrors).toEqual([]);
  });
});
