import { devices } from '@playwright/test';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { readyToReserve } from '../support/payments';
import { bearer, createStaffMember } from '../support/verification';
import { installBrowserWallet } from '../support/wallet';

const o = (key: string) => text('th', 'offerings', key);
const AMOUNT = '20000';

/**
 * Issue 19, signing from a phone, in Thai: a phone browser has no wallet, so the reservation step offers to open
 * this very reservation in MetaMask's and Trust Wallet's own browsers (their documented links), where the wallet is
 * injected and one tap signs. The second half is that wallet browser: a session of its own, the amount carried over,
 * fresh words to sign, and the reservation made.
 */
test.describe('signing a reservation on a phone', () => {
  test.use({ language: 'th' });

  test('no wallet in the phone browser: MetaMask and Trust Wallet open this reservation, where one tap signs', async ({
    browser,
    page,
    request,
    baseURL,
    pageErrors,
  }) => {
    test.setTimeout(180_000);
    const [compliance, operator] = await Promise.all([createStaffMember(request, 'compliance'), createStaffMember(request, 'operations')]);
    const [offering, investor] = await Promise.all([openOffering(request, operator), verifiedInvestor(request, compliance)]);
    await readyToReserve(request, investor, offering);

    // The phone's own browser: no window.ethereum.
    await signInBrowser(page, investor.user, investor.tokens, `/ico/${offering.id}`);
    await expect(page.getByText(o('form.title'))).toBeVisible();
    await expect(page.getByRole('button', { name: o('form.wallet.sign') })).toHaveCount(0);
    // No WalletConnect project id in this portal: no button, and nothing of WalletConnect asked for.
    await expect(page.getByRole('button', { name: o('form.walletConnect.sign') })).toHaveCount(0);

    const metamask = page.getByRole('link', { name: o('form.apps.metamask') });
    const trust = page.getByRole('link', { name: o('form.apps.trust') });
    const origin = new URL(baseURL as string);
    const reservation = `${origin.origin}/ico/${offering.id}`;
    await expect(metamask).toHaveAttribute('href', `https://link.metamask.io/dapp/${origin.host}/ico/${offering.id}`);
    await expect(trust).toHaveAttribute('href', `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(reservation)}`);

    // The amount typed so far travels in the links; an amount that is not whole Baht does not.
    await page.getByLabel(o('form.amount')).fill('12.5');
    await expect(metamask).toHaveAttribute('href', `https://link.metamask.io/dapp/${origin.host}/ico/${offering.id}`);
    await page.getByLabel(o('form.amount')).fill(AMOUNT);
    await expect(metamask).toHaveAttribute('href', `https://link.metamask.io/dapp/${origin.host}/ico/${offering.id}?amount=${AMOUNT}`);
    await expect(trust).toHaveAttribute(
      'href',
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(`${reservation}?amount=${AMOUNT}`)}`,
    );

    // On a phone the wallet apps come first, before the manual steps, and they fit the screen.
    const manual = page.getByText(o('form.manual.title'));
    await expect(manual).toBeVisible();
    // In the document's order (one column on a phone), not by position: the page may still be scrolling to the amount.
    const manualElement = await manual.elementHandle();
    expect(
      await metamask.evaluate(
        (link, other) => Boolean(link.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        manualElement,
      ),
    ).toBe(true);
    await metamask.scrollIntoViewIfNeeded();
    await expect(metamask).toBeInViewport();
    await expect(trust).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The step with the wallet apps and the manual steps is clean for axe (labels, contrast, list structure).
    expect(await seriousViolations(page)).toEqual([]);
    const phoneMessage = await page.getByLabel(o('form.message')).inputValue();

    // The wallet app's browser opens what the MetaMask link names (it adds https; this portal is local http).
    const target = `${origin.protocol}//${(await metamask.getAttribute('href'))?.replace('https://link.metamask.io/dapp/', '')}`;
    const walletContext = await browser.newContext({ ...devices['Pixel 7'], baseURL });
    const walletPage = await walletContext.newPage();
    await walletPage.addInitScript(() => localStorage.setItem('lang', 'th'));
    const wallet = await installBrowserWallet(walletPage);
    // Its own storage: the investor signs in there (the sign-in itself is covered by the account journeys).
    await signInBrowser(walletPage, investor.user, investor.tokens, target);
    await expect(walletPage.getByText(o('form.title'))).toBeVisible();
    await expect(walletPage.getByLabel(o('form.amount'))).toHaveValue(AMOUNT);
    // The wallet is there: one tap, no app links and no manual steps.
    await expect(walletPage.getByRole('link', { name: o('form.apps.metamask') })).toHaveCount(0);
    await expect(walletPage.getByText(o('form.manual.title'))).toHaveCount(0);
    const walletMessage = await walletPage.getByLabel(o('form.message')).inputValue();
    expect(walletMessage).toMatch(/^[a-z]+-[a-z]+-[a-z]+$/);
    expect(walletMessage).not.toBe(phoneMessage);
    await walletPage.getByRole('button', { name: o('form.wallet.sign') }).tap();
    await expect(walletPage.getByRole('status').getByText(o('form.wallet.signed'))).toBeVisible();
    await expect(walletPage.getByLabel(o('form.address'))).toHaveValue(wallet.address);
    await expect(walletPage.getByLabel(o('form.signature'))).toHaveValue(/^0x[0-9a-f]{130}$/);
    await expect(walletPage.getByLabel(o('form.version'))).toHaveValue('personal_sign');
    await walletPage.getByLabel(o('form.risk')).check();
    await walletPage.getByRole('button', { name: o('form.submit'), exact: true }).tap();

    await expect(walletPage).toHaveURL(/\/joining\/\d+\/?$/);
    const joiningId = Number(new URL(walletPage.url()).pathname.split('/').filter(Boolean).pop());
    const joining = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers: bearer(investor.tokens) })).json();
    expect(joining).toMatchObject({
      status: 'WAITING_FOR_PAYMENT',
      ico: offering.id,
      amount: AMOUNT,
      address: wallet.address,
      message: walletMessage,
      version: 'personal_sign',
    });
    await walletContext.close();
    expect(pageErrors).toEqual([]);
  });
});
