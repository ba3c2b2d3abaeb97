import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { bearer, createStaffMember } from '../support/verification';

/**
 * Issue 19 in the back office, in Thai: an operations member gives an offering the bank account investors may transfer
 * to. A half-filled account and a short number are refused under their fields; a new account waits for a second staff
 * member, as a new PromptPay ID does, before and after the first reservation.
 */
test.use({ language: 'th' });

test('staff enter the payee bank account; every change waits for approval', async ({ page, request, pageErrors }) => {
  test.setTimeout(240_000);
  const a = (key: string) => text('th', 'admin-offerings', key);
  const [operator, compliance] = await Promise.all([createStaffMember(request, 'operations'), createStaffMember(request, 'compliance')]);
  const offering = await openOffering(request, operator);
  const read = async () =>
    (await request.get(`/api/admin/offerings/${offering.id}/`, { headers: bearer(operator.tokens) })).json() as Promise<
      Record<string, unknown>
    >;

  await signInBrowser(page, operator, operator.tokens, `/admin/offerings/${offering.id}`);
  const bank = page.getByLabel(a('form.payeeBank'));
  const number = page.getByLabel(a('form.payeeAccountNumber'));
  const name = page.getByLabel(a('form.payeeAccountName'));
  const save = page.getByRole('button', { name: a('form.save') });
  await expect(bank).toHaveValue('');

  // Only the bank: the other two are asked for, in Thai, and nothing is saved.
  await bank.selectOption({ label: 'ธนาคารกรุงไทย' });
  await save.click();
  await expect(page.getByText(a('validation.PAYEE_ACCOUNT_INCOMPLETE'))).toHaveCount(2);
  // A number too short for an account.
  await number.fill('12-345');
  await name.fill('บริษัท ไอซีโอ พอร์ทัล จำกัด เพื่อลูกค้า');
  await save.click();
  await expect(page.getByText(a('validation.PAYEE_ACCOUNT_NUMBER_FORMAT'))).toBeVisible();
  expect(await read()).toMatchObject({ payeeBank: null, payeeAccountNumber: null, payeeAccountName: null });

  // A whole account, typed as printed on a passbook: kept as digits, and held for a second staff member even before
  // any reservation (issue 29: every QR code the offering issues would pay it).
  await number.fill('012-3-45678-9');
  await save.click();
  await expect(page.getByText(a('form.pendingTermsTitle'))).toBeVisible();
  const first = await read();
  expect(first).toMatchObject({ payeeAccountNumber: null, pendingPaymentTerms: { payeeBank: 'KTB', payeeAccountNumber: '0123456789' } });
  const firstProposal = (first.pendingPaymentTerms as { proposalId: number }).proposalId;
  expect((await request.post(`/api/admin/proposals/${firstProposal}/approve/`, { headers: bearer(compliance.tokens) })).status()).toBe(200);
  expect(await read()).toMatchObject({
    payeeBank: 'KTB',
    payeeAccountNumber: '0123456789',
    payeeAccountName: 'บริษัท ไอซีโอ พอร์ทัล จำกัด เพื่อลูกค้า',
    pendingPaymentTerms: null,
  });

  // A reservation, then a new account: held for a second staff member, the form says so.
  const investor = await verifiedInvestor(request, compliance);
  const { joiningId } = await reservedJoining(request, investor, offering, 5_000);
  await page.reload();
  await expect(number).toHaveValue('0123456789');
  await number.fill('9876543210');
  await save.click();
  await expect(page.getByText(a('form.pendingTermsTitle'))).toBeVisible();
  await expect(
    page.getByText(
      a('form.pendingAccount')
        .replace('{{bank}}', 'ธนาคารกรุงไทย')
        .replace('{{number}}', '987-6-54321-0')
        .replace('{{name}}', 'บริษัท ไอซีโอ พอร์ทัล จำกัด เพื่อลูกค้า'),
    ),
  ).toBeVisible();
  const held = await read();
  expect(held).toMatchObject({ payeeAccountNumber: '0123456789', pendingPaymentTerms: { payeeAccountNumber: '9876543210' } });
  const proposalId = (held.pendingPaymentTerms as { proposalId: number }).proposalId;
  // The second staff member approves it; only then does the offering's account change.
  const approved = await request.post(`/api/admin/proposals/${proposalId}/approve/`, { headers: bearer(compliance.tokens) });
  expect(approved.status(), await approved.text()).toBe(200);
  expect(await read()).toMatchObject({ payeeAccountNumber: '9876543210', pendingPaymentTerms: null });
  // The investor already paying keeps the account given with their QR code.
  const joining = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers: bearer(investor.tokens) })).json();
  expect(joining.payeeAccount).toEqual({ bank: 'KTB', accountNumber: '0123456789', accountName: 'บริษัท ไอซีโอ พอร์ทัล จำกัด เพื่อลูกค้า' });
  expect(pageErrors.filter((error) => !error.includes('status of 400'))).toEqual([]);
});
