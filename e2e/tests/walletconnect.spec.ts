import type { Response } from '@playwright/test';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { type ExtraPortal, startExtraPortal } from '../support/extra-portal';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { readyToReserve } from '../support/payments';

/** A project id in the shape the dashboard gives (32 hexadecimal characters); no relay is reachable from here anyway. */
const PROJECT_ID = '5f3c0b9e2a7d4c1f8e6b0a9d3c2e1f4a';
const o = (key: string) => text('en', 'offerings', key);

/** Whether an answer is a script of the built app that carries WalletConnect's provider (it names the relay). */
const carriesProvider = async (response: Response) =>
  /\/assets\/[^/]+\.js$/.test(response.url()) && (await response.text()).includes('wss://relay.walletconnect.org');

/**
 * Issue 19: WalletConnect where the operator set WALLETCONNECT_PROJECT_ID (a portal of its own, started with it).
 * The reservation step shows the button; nothing of WalletConnect loads before the click; the click loads the provider
 * and, with no relay reachable (no internet here), the investor reads a translated message and keeps the form. The
 * journeys' portal has no project id: the phone journey (wallet.phone.spec.ts) checks that no button shows there.
 */
test.describe('WalletConnect on the reservation step', () => {
  let portal: ExtraPortal;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    portal = await startExtraPortal({ WALLETCONNECT_PROJECT_ID: PROJECT_ID });
  });
  test.afterAll(async () => {
    await portal?.close();
  });

  test('the button loads WalletConnect on click, and an unreachable relay is explained without losing the form', async ({ page }) => {
    test.setTimeout(240_000);
    const { investor, offering } = await portal.use(async () => {
      const [compliance, operator] = await Promise.all([portal.staff('compliance'), portal.staff('operations')]);
      const [offering, investor] = await Promise.all([
        openOffering(portal.request, operator),
        verifiedInvestor(portal.request, compliance),
      ]);
      await readyToReserve(portal.request, investor, offering);
      return { investor, offering };
    });
    expect(await (await portal.request.get('/api/reference/client-config/')).json()).toEqual({ walletConnectProjectId: PROJECT_ID });

    // The relay the provider dials (the page's policy lets it, as this portal has a project id); here it cannot answer.
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.js$/.test(response.url())) scripts.push(response);
    });
    await signInBrowser(page, investor.user, investor.tokens, `${portal.baseUrl}/ico/${offering.id}`);
    await expect(page.getByText(o('form.title'))).toBeVisible();
    const button = page.getByRole('button', { name: o('form.walletConnect.sign') });
    await expect(button).toBeVisible();
    await expect(page.getByText(o('form.walletConnect.hint'))).toBeVisible();

    // Before the click: none of the page's scripts is WalletConnect's.
    const loadedBefore = await Promise.all(scripts.map(carriesProvider));
    expect(scripts.length).toBeGreaterThan(0);
    expect(loadedBefore.some(Boolean)).toBe(false);
    expect(scripts.some((response) => /\/walletconnect-[^/]+\.js$/.test(response.url()))).toBe(false);

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(o('form.amount')).fill('20000');
    await page.getByLabel(o('form.risk')).check();
    const message = await page.getByLabel(o('form.message')).inputValue();
    const lazyChunk = page.waitForRequest((request) => /\/assets\/walletconnect-[^/]+\.js$/.test(request.url()));
    const provider = page.waitForResponse(carriesProvider);
    await button.click();
    await lazyChunk;
    await provider;

    // No relay here: a translated message, and the form as the investor left it.
    const problem = page.getByRole('alert').filter({ hasText: o('form.walletConnect.unreachable') });
    await expect(problem).toBeVisible({ timeout: 30_000 });
    await expect(button).toBeEnabled();
    expect(sockets.some((url) => url.startsWith('wss://relay.walletconnect.org/'))).toBe(true);
    await expect(page.getByLabel(o('form.amount'))).toHaveValue('20000');
    await expect(page.getByLabel(o('form.message'))).toHaveValue(message);
    await expect(page.getByLabel(o('form.risk'))).toBeChecked();
    await expect(page.getByLabel(o('form.signature'))).toHaveValue('');
    // The other ways stay offered: the wallet apps and the manual steps.
    await expect(page.getByText(o('form.manual.title'))).toBeVisible();
    await expect(page.getByRole('link', { name: o('form.apps.metamask') })).toBeVisible();
  });
});
