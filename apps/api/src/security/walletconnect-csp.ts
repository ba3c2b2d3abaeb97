/**
 * What the browser must be allowed to reach for WalletConnect's provider and its QR modal (Reown AppKit), after
 * Reown's CSP guidance (docs.reown.com/advanced/security/content-security-policy): the relay (WebSocket), the RPC
 * and telemetry endpoints, the wallet list and its pictures (fetched as data), and the modal's font. Only added to
 * the policy when the operator sets WALLETCONNECT_PROJECT_ID; scripts stay 'self' (the provider is in our bundle).
 */
export const WALLETCONNECT_CONNECT_SOURCES = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://relay.walletconnect.org',
  'https://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://rpc.walletconnect.com',
  'https://pulse.walletconnect.org',
  'https://pulse.walletconnect.com',
  'https://api.web3modal.org',
  'https://api.web3modal.com',
  'https://keys.walletconnect.org',
  'https://keys.walletconnect.com',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
] as const;

export const WALLETCONNECT_IMAGE_SOURCES = [
  'https://walletconnect.org',
  'https://walletconnect.com',
  'https://secure.walletconnect.org',
  'https://secure.walletconnect.com',
  'https://api.web3modal.org',
  'https://api.web3modal.com',
] as const;

export const WALLETCONNECT_FONT_SOURCES = ['https://fonts.reown.com'] as const;

export const WALLETCONNECT_FRAME_SOURCES = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://secure.walletconnect.org',
] as const;
