/**
 * Links that open a page of the portal in a phone wallet's in-app browser (issue 19). There the wallet injects its
 * EIP-1193 provider (`window.ethereum`), so the reservation's one-click personal_sign works as with a desktop wallet.
 *
 * - MetaMask, "Open a dapp inside the MetaMask in-app browser": `https://link.metamask.io/dapp/{dappUrl}` with the
 *   address written without its scheme and not percent-encoded (docs.metamask.io/sdk/guides/use-deeplinks, which
 *   names link.metamask.io where older guides wrote metamask.app.link; encoding the path made MetaMask open a blank
 *   tab: github.com/genlayer-foundation/points/pull/622). MetaMask opens the address over https.
 * - Trust Wallet, "DApp Browser": `https://link.trustwallet.com/open_url?coin_id=60&url=...` with the whole address
 *   URL-encoded; coin_id is the network's SLIP-44 index, 60 for Ethereum
 *   (developer.trustwallet.com/developer/develop-for-trust/deeplinking).
 * Both https links fall back to the wallet's download page on a phone without the app.
 */
export const WALLET_APPS = ['metamask', 'trust'] as const;
export type WalletApp = (typeof WALLET_APPS)[number];

/** SLIP-44 coin type of Ethereum: the network Trust Wallet's browser opens with. */
const ETHEREUM_SLIP44 = 60;

/** The link that opens `pageUrl` (absolute http or https) in the wallet app's browser. */
export function walletAppLink(app: WalletApp, pageUrl: string): string {
  const url = new URL(pageUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RangeError('the page must be an http or https address');
  if (app === 'metamask') return `https://link.metamask.io/dapp/${url.host}${url.pathname}${url.search}${url.hash}`;
  return `https://link.trustwallet.com/open_url?coin_id=${ETHEREUM_SLIP44}&url=${encodeURIComponent(url.href)}`;
}
