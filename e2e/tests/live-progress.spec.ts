import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { createStaffMember } from '../support/verification';

/**
 * Live progress (issue 18): an offering page left open shows another investor's reservation without a reload and
 * without polling: the progress arrives on the page's Server-Sent Event stream. In English: the stream does not
 * differ by language; the Thai progress labels, before and after such a change, are checked in
 * `apps/web/src/features/offerings/offering-progress.test.tsx`.
 */
test.describe('live progress', () => {
  const language = 'en';
  test.use({ language });

  test("the open offering page's progress moves when a reservation is made", async ({ page, request, pageErrors }) => {
    test.setTimeout(180_000);
    const o = (key: string, values: Record<string, unknown> = {}) => text(language, 'offerings', key, values);
    const [compliance, operator] = await Promise.all([createStaffMember(request, 'compliance'), createStaffMember(request, 'operations')]);
    const [offering, investor] = await Promise.all([
      openOffering(request, operator, { totalAmount: '2000000', totalAmountToken: '1000000' }),
      verifiedInvestor(request, compliance),
    ]);

    const plainReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/icoportal/icoprogress/${offering.id}/`)) plainReads.push(r.url());
    });
    const stream = page.waitForResponse((r) => r.url().endsWith(`/api/icoportal/icoprogress/${offering.id}/events/`));
    await page.goto(`/ico/${offering.id}`);
    await expect(page.getByRole('heading', { level: 1, name: offering.tokenName })).toBeVisible();
    expect((await stream).headers()['content-type']).toContain('text/event-stream');
    await expect(page.getByText(o('progress.reservedPercent', { percent: '0' }))).toBeVisible();
    const readsBefore = plainReads.length;

    // 200,000 of 2,000,000 Baht, reserved through the API by another investor.
    await reservedJoining(request, investor, offering, 200_000);

    await expect(page.getByText(o('progress.reservedPercent', { percent: '10' }))).toBeVisible({ timeout: 5_000 });
    // Pushed, not read: the page asked for the plain progress no more.
    expect(plainReads.length).toBe(readsBefore);
    expect(pageErrors).toEqual([]);
  });
});
