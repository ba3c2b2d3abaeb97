import { createSignMessage } from '@ico/domain/sign-message';

/** The part of an EIP-1193 browser wallet (MetaMask and the like) the join form uses. */
export type EthereumProvider = { request: (args: { method: string; params?: unknown[] }) => Promise<unknown> };

/** The browser wallet, when one is installed. */
export function browserWallet(): EthereumProvider | undefined {
  const candidate = (globalThis as { ethereum?: Partial<EthereumProvider> }).ethereum;
  return candidate && typeof candidate.request === 'function' ? (candidate as EthereumProvider) : undefined;
}

/** A uniformly random integer in [0, n) from the browser's secure source (rejection sampling, no modulo bias). */
export function secureRandomIndex(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError('n must be an integer from 1 to 2^32');
  const limit = 2 ** 32 - (2 ** 32 % n);
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] as number;
    if (value < limit) return value % n;
  }
}

/** Three fresh random words joined by hyphens: the message the investor signs. */
export const newSignMessage = (): string => createSignMessage(secureRandomIndex);

/** personal_sign takes the message as hex of its UTF-8 bytes. */
export function toHexUtf8(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** UNREACHABLE: WalletConnect's code or relay could not be reached (offline, or a network that blocks it). */
export type WalletProblem = 'REJECTED' | 'NO_ACCOUNT' | 'PENDING' | 'FAILED' | 'UNREACHABLE';

export class WalletError extends Error {
  constructor(readonly problem: WalletProblem) {
    super(problem);
    this.name = 'WalletError';
  }
}

/** EIP-1193 error codes: 4001 the user said no; -32002 a request is already waiting in the wallet. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 4001) return new WalletError('REJECTED');
  if (code === -32002) return new WalletError('PENDING');
  return new WalletError('FAILED');
}

export type WalletSignature = { address: string; signature: string; version: 'personal_sign' };

/** Asks the wallet for its account, then for an EIP-191 personal_sign signature of `message`. */
export async function signWithWallet(provider: EthereumProvider, message: string): Promise<WalletSignature> {
  try {
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    const address = Array.isArray(accounts) ? accounts[0] : undefined;
    if (typeof address !== 'string' || address === '') throw new WalletError('NO_ACCOUNT');
    const signature = await provider.request({ method: 'personal_sign', params: [toHexUtf8(message), address] });
    if (typeof signature !== 'string' || signature === '') throw new WalletError('FAILED');
    return { address, signature, version: 'personal_sign' };
  } catch (error) {
    throw toWalletError(error);
  }
}
