import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { enableTwoFactor } from '@ico/testing/portal';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { e2ePortal } from '../support/mail';
import { bearer, createStaffMember, PNG } from '../support/verification';
import { expectScreening, fillBankFile } from '../support/verification-screens';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-bank-change-'));
const containing = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Changing the bank account on file (issue 15): once staff returned the first bank file, sending another asks the
 * current password (a wrong one under the field), then the code prompt, which takes a recovery code.
 */
test('a bank file that changes the account on file asks the password, then a code', async ({ page, request }) => {
  const user = newUser();
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const first = await request.post('/api/auth/bank_file/', {
    headers: bearer(tokens),
    multipart: {
      bankName: 'KBANK',
      branchName: 'Silom',
      accountType: 'saving',
      accountName: `${user.firstNameEN} ${user.lastNameEN}`,
      accountNumber: '123-4-56789-0',
      bookImagePrivate: { name: 'book.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(first.status(), await first.text()).toBe(200);
  const compliance = await createStaffMember(request, 'compliance');
  const queue = await request.get(`/api/admin/screening/?item=bankFile&q=${user.username}`, { headers: bearer(compliance.tokens) });
  const rows = ((await queue.json()) as { results: Array<{ id: number; user: { username: string } }> }).results;
  const submission = rows.find((row) => row.user.username === user.username);
  expect(submission).toBeDefined();
  const returned = await request.post(`/api/admin/screening/${submission?.id}/decision/`, {
    headers: bearer(compliance.tokens),
    data: { decision: 'returnForResubmission', reason: 'The bank book is blurred.' },
  });
  expect(returned.status()).toBe(200);
  const { recoveryCodes } = await enableTwoFactor(e2ePortal(), { token: tokens.access, password: user.password });

  await signInBrowser(page, user, tokens, '/bank_file');
  const stepUp = (key: string) => text('en', 'step-up', key);
  await expect(page.getByText(stepUp('bank.text'))).toBeVisible();
  const password = page.getByRole('textbox', { name: stepUp('password.label'), exact: true });
  await fillBankFile(page, 'en', dir, 'DBS');
  const submit = page.getByRole('button', { name: text('en', 'files', 'shared.submit') });
  await submit.click();
  await expect(password).toHaveAccessibleDescription(text('en', 'common', 'validation.PASSWORD_REQUIRED'));
  expect(await seriousViolations(page)).toEqual([]);
  await password.fill(`${user.password}-wrong`);
  await submit.click();
  await expect(password).toHaveAccessibleDescription(text('en', 'common', 'errors.OLD_PASSWORD_WRONG'));

  await password.fill(user.password);
  await submit.click();
  await page
    .getByRole('dialog', { name: stepUp('prompt.title') })
    .getByRole('button', { name: stepUp('prompt.useRecovery') })
    .click();
  const prompt = page.getByRole('dialog', { name: stepUp('prompt.recoveryTitle') });
  const code = prompt.getByRole('textbox', { name: stepUp('prompt.recoveryLabel'), exact: true });
  await code.fill('AAAA-BBBB-CCCC-DDDD');
  await prompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();
  await expect(code).toHaveAccessibleDescription(containing(text('en', 'common', 'errors.WRONG_OTP')));
  await code.fill(recoveryCodes[0] as string);
  await prompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();
  await expectScreening(page, 'en', 'bankFile');
});
