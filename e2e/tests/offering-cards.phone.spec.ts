import type { Locator, Page } from '@playwright/test';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { catalogue, text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { createStaffMember } from '../support/verification';

/**
 * Issue 19 on a phone, in Thai: the `/icos` cards show the raise, the price per token, the minimum, the reserved share
 * and who may join; a professional-only offering is plainly closed to a retail investor, with the way to become a
 * professional investor; a closed offering says what is true of it.
 */
test.use({ language: 'th' });

const o = (key: string, values: Record<string, unknown> = {}) => text('th', 'offerings', key, values);
const DAY = 86_400_000;

const cardOf = (page: Page, tokenName: string): Locator => page.getByRole('article', { name: tokenName });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a visitor reads the figures and who may join on each card, and a closed offering says what is true', async ({
  page,
  request,
  pageErrors,
}) => {
  const operator = await createStaffMember(request, 'operations');
  const [open, professionalOnly, closed] = await Promise.all([
    // 10,000,000 Baht for 4,000,000 tokens: 2.50 Baht a token.
    openOffering(request, operator, { totalAmount: '10000000', totalAmountToken: '4000000', minimumAmount: '5000' }),
    openOffering(request, operator, { allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'] }),
    openOffering(request, operator, {
      startAt: new Date(Date.now() - 20 * DAY).toISOString(),
      finishAt: new Date(Date.now() - DAY).toISOString(),
    }),
  ]);

  await page.goto('/icos');
  await expect(page.getByRole('heading', { level: 1, name: o('list.title') })).toBeVisible();

  const card = cardOf(page, open.tokenName);
  await expect(card.getByRole('definition')).toHaveText(['10,000,000', '2.50', '5,000']);
  for (const term of ['card.raiseBaht', 'card.priceBaht', 'card.minimumBaht'])
    await expect(card.getByRole('term').filter({ hasText: o(term) })).toBeVisible();
  await expect(card.getByTestId('card-reserved')).toHaveText(o('progress.reservedPercent', { percent: '0' }));
  const levels = card.getByRole('list', { name: o('card.whoMayJoin') });
  await expect(levels.getByRole('listitem')).toHaveText([o('levels.RETAIL_INVESTOR_LEVEL'), o('levels.PROFESSIONAL_INVESTOR_LEVEL')]);
  await expect(card.getByText(o('tag.available'), { exact: true })).toBeVisible();

  // A visitor sees who may join a professional-only offering, but is not told it is closed to them.
  const proCard = cardOf(page, professionalOnly.tokenName);
  await expect(proCard.getByRole('list', { name: o('card.whoMayJoin') }).getByRole('listitem')).toHaveText([
    o('levels.PROFESSIONAL_INVESTOR_LEVEL'),
  ]);
  await expect(proCard.getByRole('note')).toHaveCount(0);
  await expect(proCard.getByText(o('tag.notForYou'))).toHaveCount(0);

  // Closed with nothing reserved: it says so, never that tokens were delivered.
  const closedCard = cardOf(page, closed.tokenName);
  await expect(closedCard.getByText(o('outcome.NO_RESERVATIONS'))).toBeVisible();
  await expect(closedCard.getByTestId('card-reserved')).toHaveText(o('progress.reservedPercent', { percent: '0' }));
  await expect(closedCard.getByText(text('th', 'common', 'joiningStatus.TRANSECTION_CONFIRMED'))).toHaveCount(0);
  await expect(closedCard.getByText(o('tag.unavailable'), { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The card still opens its offering, whose facts say the same.
  await card.getByRole('link', { name: open.tokenName }).click();
  await expect(page).toHaveURL(new RegExp(`/ico/${open.id}/?$`));
  const facts = page.getByRole('region', { name: o('detail.factsTitle') });
  await expect(facts.getByText(o('card.priceValue', { price: '2.50' }))).toBeVisible();
  await page.goto(`/ico/${closed.id}/`);
  await expect(page.getByRole('region', { name: o('detail.factsTitle') }).getByText(o('outcome.NO_RESERVATIONS'))).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(pageErrors).toEqual([]);
});

test('a retail investor is told plainly that a professional-only offering is not open to them, and how to become a professional investor', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const [operator, compliance] = await Promise.all([createStaffMember(request, 'operations'), createStaffMember(request, 'compliance')]);
  const [both, professionalOnly, investor] = await Promise.all([
    openOffering(request, operator),
    openOffering(request, operator, { allowedLevels: ['PROFESSIONAL_INVESTOR_LEVEL'] }),
    verifiedInvestor(request, compliance),
  ]);

  await signInBrowser(page, investor.user, investor.tokens, '/icos');
  const proCard = cardOf(page, professionalOnly.tokenName);
  const note = proCard.getByRole('note');
  await expect(note).toContainText(o('card.notForYou.level', { level: text('th', 'common', 'userLevel.RETAIL_INVESTOR_LEVEL') }));
  // Not the green "open" look: the lock badge replaces "open for reservations".
  await expect(proCard.getByText(o('tag.notForYou'))).toBeVisible();
  await expect(proCard.getByText(o('tag.available'), { exact: true })).toHaveCount(0);
  await expect(proCard).toHaveAttribute('data-not-for-you', 'true');

  // An offering open to retail investors looks open, with no note.
  const openCard = cardOf(page, both.tokenName);
  await expect(openCard.getByText(o('tag.available'), { exact: true })).toBeVisible();
  await expect(openCard.getByRole('note')).toHaveCount(0);

  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  // The link above the card's own link: it is the help that opens, not the offering.
  await note.getByRole('link', { name: o('card.becomeProfessional') }).click();
  await expect(page).toHaveURL(/\/whatisico#professional-investor$/);
  const sections = catalogue('th', 'what-is-ico').sections as Array<{ id: string; heading: string }>;
  const heading = sections.find((section) => section.id === 'professional-investor')?.heading ?? 'missing section';
  // The whole heading on screen, also once the Thai font has changed the height of the text above it.
  await page.evaluate(() => document.fonts.ready);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#professional-investor').getByRole('listitem')).toHaveCount(5);

  // The offering's own page says the same, with the same way forward.
  await page.goto(`/ico/${professionalOnly.id}/`);
  const join = page.getByRole('region', { name: o('join.title') });
  await expect(join.getByText(o('join.levelNotAllowed.text'))).toBeVisible();
  await join.getByRole('link', { name: o('card.becomeProfessional') }).click();
  await expect(page).toHaveURL(/\/whatisico#professional-investor$/);
  expect(pageErrors).toEqual([]);
});
