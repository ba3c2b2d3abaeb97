import { signWithWallet, toWalletError, WalletError, type WalletSignature } from './wallet';

/**
 * How long the WalletConnect relay may take to hand out a pairing (the QR code's URI). Until then the modal has
 * nothing to show; past it the relay is taken as unreachable and the investor is told so, the form untouched.
 */
export const RELAY_TIMEOUT_MS = 12_000;

/** Ethereum mainnet: personal_sign does not depend on the network, but a session must name one. */
const ETHEREUM_MAINNET = 1;

/**
 * Signs `message` with a wallet reached over WalletConnect v2: `@walletconnect/ethereum-provider` (loaded only now,
 * with its QR modal, so no other page carries it) pairs with the wallet the investor scans or picks, then the same
 * EIP-1193 calls as a browser wallet (eth_requestAccounts, personal_sign) go through the relay. API as of 2.25:
 * `EthereumProvider.init({ projectId, optionalChains, showQrModal, metadata })`, `enable()`, `request()`,
 * the `display_uri` event once a pairing exists, `disconnect()`.
 */
export async function signWithWalletConnect(projectId: string, message: string): Promise<WalletSignature> {
  let module: typeof import('@walletconnect/ethereum-provider');
  try {
    module = await import('@walletconnect/ethereum-provider');
  } catch {
    // The chunk did not load (offline, or a new release replaced it).
    throw new WalletError('UNREACHABLE');
  }
  const origin = window.location.origin;
  let provider: Awaited<ReturnType<typeof module.EthereumProvider.init>> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The pairing URI only exists once the relay answered: before it, any failure means the relay is out of reach.
  let paired = false;
  try {
    const relayTimeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new WalletError('UNREACHABLE')), RELAY_TIMEOUT_MS);
    });
    provider = await Promise.race([
      module.EthereumProvider.init({
        projectId,
        optionalChains: [ETHEREUM_MAINNET],
        showQrModal: true,
        metadata: { name: document.title || origin, description: document.title || origin, url: origin, icons: [`${origin}/favicon.svg`] },
      }),
      relayTimeout,
    ]);
    const connected = provider;
    // From the QR code on, the investor takes the time to scan and approve.
    connected.once('display_uri', () => {
      paired = true;
      clearTimeout(timer);
    });
    if (!connected.session) await Promise.race([connected.enable(), relayTimeout]);
    paired = true;
    clearTimeout(timer);
    return await signWithWallet(connected, message);
  } catch (error) {
    if (!paired) {
      provider?.modal?.close?.();
      throw new WalletError('UNREACHABLE');
    }
    // The investor closed the modal: WalletConnect rejects with "Connection request reset".
    if (error instanceof Error && /reset|rejected|closed/i.test(error.message)) throw new WalletError('REJECTED');
    throw toWalletError(error);
  } finally {
    clearTimeout(timer);
  }
}
