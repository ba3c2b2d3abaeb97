import { readFile } from 'node:fs/promises';
import { bangkokDate } from '@ico/domain/business-days';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { paidJoining } from '../support/payments';
import { bearer, createStaffMember } from '../support/verification';

type Lang = 'en' | 'th';
const admin$ = (lang: Lang, key: string, values: Record<string, unknown> = {}) => text(lang, 'admin', key, values);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The intact line with any number of rows. */
const intactLine = (lang: Lang) => new RegExp(escapeRegExp(admin$(lang, 'audit.chain.intact')).replace(escapeRegExp('{{count}}'), '\\d+'));

// One language (issue 31): the Thai page (chain, export refusal, recorded codes in words) is checked in
// apps/web/src/admin/features/audit/audit-page.test.tsx; the download, the stored CSV and the audit rows need the portal.
const lang: Lang = 'en';
test.describe(`the audit page (${lang})`, () => {
  test.use({ language: lang });

  test('shows the hash chain intact and downloads the entries of a date range as CSV, itself audited', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    const member = await createStaffMember(request, 'compliance');
    await signInBrowser(page, member, member.tokens, '/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: admin$(lang, 'audit.title') })).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: intactLine(lang) });
    await expect(status).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole('region', { name: admin$(lang, 'audit.export.title') });
    const from = form.getByLabel(admin$(lang, 'audit.export.from'));
    const to = form.getByLabel(admin$(lang, 'audit.export.to'));
    // A reversed range is refused in the form, with the field's translated text.
    await from.fill('2026-03-02');
    await to.fill('2026-03-01');
    await form.getByRole('button', { name: admin$(lang, 'audit.export.download') }).click();
    await expect(form.getByText(text(lang, 'common', 'validation.DATE_RANGE_REVERSED'))).toBeVisible();

    const today = bangkokDate(new Date());
    await from.fill(today);
    await to.fill(today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: admin$(lang, 'audit.export.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`audit-${today}-${today}.csv`);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('id,created_at,actor_id,actor,action,target_type,target_id,detail,ip_address,prev_hash,hash');
    // The staff member's own creation today is in it.
    expect(csv).toContain(`,staff.create,`);
    await expect(form.getByRole('status')).toHaveText(admin$(lang, 'audit.export.done', { file: `audit-${today}-${today}.csv` }));

    // The export is in the log, under this member, and the chain is still whole.
    const exports = await (await request.get('/api/admin/audit/?action=audit.export', { headers: bearer(member.tokens) })).json();
    expect(
      (exports.results as Array<{ actor: string; detail: Record<string, unknown> }>).find((row) => row.actor === member.username)?.detail,
    ).toMatchObject({
      from: today,
      to: today,
    });
    const chain = await (await request.get('/api/admin/audit/chain/', { headers: bearer(member.tokens) })).json();
    expect(chain).toMatchObject({ intact: true, broken: null });
    await expect(page.getByRole('cell', { name: admin$(lang, 'audit.actions.auditExport') }).first()).toBeVisible();

    // What the log records as codes reads in the reader's language (issue 19): the item and the decision of a
    // screening, not 'bankFile' and 'approve'.
    const investor = await verifiedInvestor(request, member);
    await page.goto('/admin/audit?action=verification.decide');
    const decision = page
      .getByRole('row')
      .filter({ hasText: member.username })
      .filter({ hasText: text(lang, 'admin-screening', 'items.bankFile') })
      .filter({ hasText: investor.user.username });
    await expect(decision).toContainText(text(lang, 'admin-screening', 'decisions.approve'));
    await expect(decision).not.toContainText('bankFile');

    // So do a payment slip viewed by staff, a proposal's evidence (its fields, not its JSON) and the reservation
    // statuses a group message went to (issue 19).
    const operator = await createStaffMember(request, 'operations');
    const offering = await openOffering(request, operator);
    const { joiningId } = await paidJoining(request, investor, offering, operator, member, 20_000);
    const joining = await (await request.get(`/api/admin/joinings/${joiningId}/`, { headers: bearer(operator.tokens) })).json();
    const slip = (joining.slips as Array<{ id: string }>).at(-1)?.id;
    expect((await request.get(`/api/files/${slip}/`, { headers: bearer(operator.tokens) })).ok()).toBe(true);
    const sent = await request.post('/api/admin/messages/', {
      headers: bearer(operator.tokens),
      data: {
        audience: { kind: 'group', levels: ['RETAIL_INVESTOR_LEVEL'], offeringId: offering.id, joiningStatuses: ['PAYMNENT_CONFIRMED'] },
        text: { titleEN: 'Your payment is confirmed', bodyEN: 'Thank you.', titleTH: 'ยืนยันการชำระเงินแล้ว', bodyTH: 'ขอบคุณ' },
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const confirmed = text(lang, 'common', 'joiningStatus.PAYMNENT_CONFIRMED');
    await page.goto('/admin/audit?action=file.view');
    const view = page.getByRole('row').filter({ hasText: operator.username });
    await expect(view).toContainText(text(lang, 'admin-screening', 'files.paymentSlipFilePrivate'));
    await expect(view).not.toContainText('paymentSlipFilePrivate');
    await page.goto('/admin/audit?action=proposal.propose');
    const proposed = page.getByRole('row').filter({ hasText: operator.username });
    await expect(proposed).toContainText(`${admin$(lang, 'audit.detailKeys.amountSeen')}: 20000`);
    await expect(proposed).toContainText(confirmed);
    await expect(proposed).not.toContainText('{');
    await page.goto('/admin/audit?action=message.send');
    const message = page.getByRole('row').filter({ hasText: operator.username });
    await expect(message).toContainText(confirmed);
    await expect(message).not.toContainText('PAYMNENT_CONFIRMED');
    expect(pageErrors).toEqual([]);
  });
});
