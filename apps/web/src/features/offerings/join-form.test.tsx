import { getClientConfig } from '@ico/domain/contracts/client-config';
import { reserveAmount } from '@ico/domain/contracts/joinings';
import { formatBaht } from '@ico/domain/money';
import { act, screen, waitFor, within } from '@testing-library/react';
import { verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, apiCalls, held, refuse, routeKey } from '../../test/api';
import { joiningAnswer, offeringAnswer, progressAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { JoinForm } from './join-form';

type Language = 'en' | 'th';
const LANGUAGES: Language[] = ['en', 'th'];
const offering = offeringAnswer();
const retail = { userLevel: 'RETAIL_INVESTOR_LEVEL' as const, mfa_enabled: true };
const noWalletConnect = () => answer(getClientConfig.response[200], { walletConnectProjectId: null });

/** A wallet whose key lives in the test: real EIP-191 signatures over the EIP-1193 calls the form makes. */
function installWallet(behaviour: 'signs' | 'declines' = 'signs') {
  const account = privateKeyToAccount(generatePrivateKey());
  (globalThis as { ethereum?: unknown }).ethereum = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_requestAccounts') return [account.address];
      if (method === 'personal_sign') {
        if (behaviour === 'declines') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        return account.signMessage({ message: { raw: params?.[0] as `0x${string}` } });
      }
      throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
    },
  };
  return account;
}

afterEach(() => {
  delete (globalThis as { ethereum?: unknown }).ethereum;
});

async function openForm(language: Language, options: { url?: string; me?: typeof retail; closedText?: string; api?: ApiRoutes } = {}) {
  const view = await renderScreen(
    <JoinForm offering={offering} progress={progressAnswer()} me={options.me ?? retail} closedText={options.closedText} />,
    { language, url: options.url ?? '/ico/11', signedIn: true, api: { [routeKey(getClientConfig)]: noWalletConnect, ...options.api } },
  );
  const o = (key: string, values?: Record<string, unknown>) => text(language, `offerings:${key}`, values);
  const field = (key: string) => screen.getByLabelText(o(key), { exact: false }) as HTMLInputElement;
  return { ...view, o, field };
}

/** Fills the form as an investor who signed the shown words in another wallet and pastes the signature. */
async function fillWithPastedSignature(view: Awaited<ReturnType<typeof openForm>>, amount = '20000') {
  const account = privateKeyToAccount(generatePrivateKey());
  const message = view.field('form.message').value;
  await view.user.type(view.field('form.amount'), amount);
  await view.user.type(view.field('form.address'), account.address);
  await view.user.click(view.field('form.signature'));
  await view.user.paste(await account.signMessage({ message }));
  await view.user.type(view.field('form.version'), 'personal_sign');
  await view.user.click(view.field('form.risk'));
  return { account, message };
}

const submitButton = (o: (key: string) => string) => screen.getByRole('button', { name: o('form.submit') });

describe.each(LANGUAGES)('the reservation form in %s', (language) => {
  it('names every empty field with its rule, in the language of the page', async () => {
    const view = await openForm(language);
    await view.user.click(submitButton(view.o));
    const common = (key: string) => text(language, `common:validation.${key}`);
    for (const key of ['AMOUNT_REQUIRED', 'WALLET_ADDRESS_REQUIRED', 'SIGNATURE_REQUIRED', 'VERSION_REQUIRED', 'RISK_AGREEMENT_REQUIRED']) {
      expect(await screen.findByText(common(key))).toBeTruthy();
    }
    expect(apiCalls().filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('checks the amount as it is typed: whole Baht, the minimum, the retail cap; and shows the tokens it buys', async () => {
    const view = await openForm(language);
    const amount = view.field('form.amount');
    await view.user.type(amount, '12.5');
    await view.user.tab();
    expect(await screen.findByText(text(language, 'common:validation.AMOUNT_INTEGER'))).toBeTruthy();
    await view.user.clear(amount);
    await view.user.type(amount, '5000');
    expect(await screen.findByText(view.o('form.amountMin', { amount: formatBaht('10000') }))).toBeTruthy();
    await view.user.clear(amount);
    await view.user.type(amount, '300001');
    expect(await screen.findByText(text(language, 'common:validation.AMOUNT_OVER_RETAIL_LIMIT'))).toBeTruthy();
    expect(screen.getByText(view.o('form.overCap'))).toBeTruthy();
    expect(screen.getByRole('link', { name: view.o('form.overCapLink') }).getAttribute('href')).toBe('/inquiry/5/');
    await view.user.clear(amount);
    await view.user.type(amount, '20000');
    // 1,000,000 Baht for 500,000 tokens: 2 Baht a token.
    expect(await screen.findByText(/^10,000(\.0+)? SST$/)).toBeTruthy();
    expect(screen.queryByText(view.o('form.overCap'))).toBeNull();
    expect(screen.getByText(view.o('form.retailCap', { amount: formatBaht(300_000) }))).toBeTruthy();
  });

  it('signs with the browser wallet in one click and fills the address, signature and version', async () => {
    const account = installWallet();
    const view = await openForm(language);
    const message = view.field('form.message').value;
    expect(message).toMatch(/^[a-z]+-[a-z]+-[a-z]+$/);
    await view.user.click(screen.getByRole('button', { name: view.o('form.wallet.sign') }));
    expect(await screen.findByText(view.o('form.wallet.signed'))).toBeTruthy();
    expect(view.field('form.address').value).toBe(account.address);
    expect(view.field('form.version').value).toBe('personal_sign');
    const signature = view.field('form.signature').value as `0x${string}`;
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true);
  });

  it('says so when the wallet declines, and keeps what was typed', async () => {
    installWallet('declines');
    const view = await openForm(language);
    await view.user.type(view.field('form.amount'), '20000');
    await view.user.click(screen.getByRole('button', { name: view.o('form.wallet.sign') }));
    expect(await screen.findByText(view.o('form.wallet.rejected'))).toBeTruthy();
    expect(view.field('form.amount').value).toBe('20000');
    expect(view.field('form.signature').value).toBe('');
  });

  it("fills the address, message and version from MyEtherWallet's whole pasted result", async () => {
    const view = await openForm(language);
    const account = privateKeyToAccount(generatePrivateKey());
    const message = 'apple-river-stone';
    const signature = await account.signMessage({ message });
    await view.user.click(view.field('form.signature'));
    // A phone's notes app turns the straight quotes into typographic ones.
    await view.user.paste(
      `{\u201Caddress\u201D: \u201C${account.address}\u201D, "msg": "${message}", "sig": "${signature}", "version": "3", "signer": "MEW"}`,
    );
    await waitFor(() => expect(view.field('form.signature').value).toBe(signature));
    expect(view.field('form.address').value).toBe(account.address);
    expect(view.field('form.message').value).toBe(message);
    expect(view.field('form.version').value).toBe('3');
    expect(screen.getByText(view.o('form.pastedJson'))).toBeTruthy();
    // New words make the old signature worthless: it is cleared.
    await view.user.click(screen.getByRole('button', { name: view.o('form.newWords') }));
    expect(view.field('form.message').value).not.toBe(message);
    expect(view.field('form.signature').value).toBe('');
  });

  it('sends the reservation form-encoded and goes to the new joining', async () => {
    const view = await openForm(language, {
      api: {
        [routeKey(reserveAmount)]: () =>
          answer(reserveAmount.response[201], joiningAnswer({ id: 81, status: 'WAITING_FOR_PAYMENT', amount: '20000' }), 201),
      },
    });
    const { account, message } = await fillWithPastedSignature(view);
    await view.user.click(submitButton(view.o));
    await waitFor(() => expect(view.location()).toBe('/joining/81'));
    const post = apiCalls().find((call) => call.method === 'POST');
    expect(post?.path).toBe('/icoportal/joining/11/');
    expect(post?.request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    const sent = new URLSearchParams(await post?.request.text());
    expect(Object.fromEntries(sent)).toEqual({
      address: account.address,
      message,
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      amount: '20000',
      version: 'personal_sign',
    });
    // The risk tick is the form's; the contract's body has no such field.
    expect(reserveAmount.body.safeParse(Object.fromEntries(sent)).success).toBe(true);
  });

  it("puts the server's refusals under their field or above the button, translated", async () => {
    let refusal = refuse('INVALID_SIGNATURE');
    const view = await openForm(language, { api: { [routeKey(reserveAmount)]: () => refusal } });
    await fillWithPastedSignature(view);
    await view.user.click(submitButton(view.o));
    expect(await screen.findByText(text(language, 'common:errors.INVALID_SIGNATURE'))).toBeTruthy();

    refusal = refuse('OVER_TOTAL_VOLUME', { available: '15000' });
    await view.user.click(submitButton(view.o));
    expect(await screen.findByText(text(language, 'common:validation.AMOUNT_OVER_AVAILABLE'))).toBeTruthy();

    refusal = refuse('VALIDATION_FAILED', { address: 'WALLET_ADDRESS_CHECKSUM' });
    await view.user.click(submitButton(view.o));
    expect(await screen.findByText(text(language, 'common:validation.WALLET_ADDRESS_CHECKSUM'))).toBeTruthy();

    const before = view.field('form.message').value;
    refusal = refuse('SIGN_MESSAGE_USED');
    await view.user.click(submitButton(view.o));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(view.o('form.failed'))).toBeTruthy();
    expect(within(alert).getByText(view.o('form.messageUsed'))).toBeTruthy();
    expect(view.field('form.message').value).not.toBe(before);
    expect(view.field('form.signature').value).toBe('');
  });

  it('sends an investor whose suitability ended to the test that renews it', async () => {
    const view = await openForm(language, {
      api: { [routeKey(reserveAmount)]: () => refuse('SUITABILITY_EXPIRED', { link: '/suitabilitytest' }) },
    });
    await fillWithPastedSignature(view);
    await view.user.click(submitButton(view.o));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text(language, 'common:errors.SUITABILITY_EXPIRED'), { exact: false })).toBeTruthy();
    expect(
      within(alert)
        .getByRole('link', { name: view.o('form.renewSuitability') })
        .getAttribute('href'),
    ).toBe('/suitabilitytest');
  });

  it('keeps the button off without two-factor authentication, or when the offering is closed', async () => {
    const view = await openForm(language, { me: { ...retail, mfa_enabled: false } });
    expect(screen.getByText(view.o('form.mfaTitle'))).toBeTruthy();
    expect(screen.getByRole('link', { name: view.o('form.mfaLink') }).getAttribute('href')).toBe('/2-factor');
    expect(submitButton(view.o).hasAttribute('disabled')).toBe(true);
    view.unmount();
    const closed = await openForm(language, { closedText: 'Fully reserved' });
    expect(screen.getByText('Fully reserved')).toBeTruthy();
    expect(submitButton(closed.o).hasAttribute('disabled')).toBe(true);
  });

  it('takes the amount typed before from the address a wallet app opened, and passes it on to the wallet apps', async () => {
    const view = await openForm(language, { url: '/ico/11?amount=25000' });
    expect(view.field('form.amount').value).toBe('25000');
    const metamask = screen.queryByRole('link', { name: view.o('form.apps.metamask') });
    if (metamask) expect(decodeURIComponent(metamask.getAttribute('href') ?? '')).toContain('/ico/11?amount=25000');
  });
});

describe('the reservation form in a full line', () => {
  it('says the investor is in line, then their place and the countdown, and sends again with the ticket when told', async () => {
    const first = held(() =>
      refuse(
        'SERVICE_UNAVAILABLE',
        { ticket: 'ticket-1234', position: '1234', waitSeconds: '9', retryAfterSeconds: '1' },
        { 'retry-after': '1' },
      ),
    );
    let tries = 0;
    const view = await openForm('th', {
      api: {
        [routeKey(reserveAmount)]: (request) => {
          tries += 1;
          if (tries === 1) return first.handler(request, {});
          return answer(reserveAmount.response[201], joiningAnswer({ id: 82, status: 'WAITING_FOR_PAYMENT' }), 201);
        },
      },
    });
    await fillWithPastedSignature(view);
    await view.user.click(submitButton(view.o));
    // Past the first second without an answer: in line.
    expect(await screen.findByText(view.o('form.line.inLineTitle'), {}, { timeout: 3000 })).toBeTruthy();
    act(() => first.release());
    expect(await screen.findByText(view.o('form.line.ticketTitle', { position: '1,234' }))).toBeTruthy();
    expect(screen.getByText(view.o('form.line.ticket', { wait: '9' }), { exact: false })).toBeTruthy();
    expect(view.field('form.amount').value).toBe('20000');
    await waitFor(() => expect(view.location()).toBe('/joining/82'), { timeout: 4000 });
    const posts = apiCalls().filter((call) => call.method === 'POST');
    expect(posts.map((post) => post.request.headers.get('x-waiting-ticket'))).toEqual([null, 'ticket-1234']);
  });
});
