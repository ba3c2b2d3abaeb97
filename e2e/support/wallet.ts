import type { Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

type Hex = `0x${string}`;
const isHex = (value: string): value is Hex => /^0x[0-9a-fA-F]*$/.test(value);

/** An Ethereum account with a fresh private key, signing as a wallet would (EIP-191 personal_sign). */
export function newWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  return {
    address: account.address,
    sign: (message: string) => account.signMessage({ message: isHex(message) ? { raw: message } : message }),
  };
}

/**
 * Gives the page a browser wallet (an EIP-1193 `window.ethereum`, as MetaMask injects one) whose key lives in
 * the test process: the page asks for the account and for `personal_sign`, and the signature is real.
 */
export async function installBrowserWallet(page: Page): Promise<ReturnType<typeof newWallet>> {
  const wallet = newWallet();
  await page.exposeFunction('__e2eWalletSign', (message: string) => wallet.sign(message));
  await page.addInitScript((address) => {
    const sign = (window as unknown as { __e2eWalletSign: (m: string) => Promise<string> }).__e2eWalletSign;
    (window as unknown as { ethereum: unknown }).ethereum = {
      isMetaMask: true,
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
        if (method === 'eth_chainId') return '0x1';
        if (method === 'personal_sign') return sign(String(params?.[0] ?? ''));
        throw Object.assign(new Error(`unsupported method ${method}`), { code: 4200 });
      },
    };
  }, wallet.address);
  return wallet;
}
