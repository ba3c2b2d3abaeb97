import { describe, expect, it } from 'vitest';
import { walletAppLink } from '../src/wallet-apps';

describe("links into a phone wallet's in-app browser (issue 19)", () => {
  it.each([
    ['metamask', 'https://ico.example.co.th/ico/12', 'https://link.metamask.io/dapp/ico.example.co.th/ico/12'],
    ['metamask', 'http://127.0.0.1:4173/ico/12?amount=50000', 'https://link.metamask.io/dapp/127.0.0.1:4173/ico/12?amount=50000'],
    [
      'trust',
      'https://ico.example.co.th/ico/12',
      'https://link.trustwallet.com/open_url?coin_id=60&url=https%3A%2F%2Fico.example.co.th%2Fico%2F12',
    ],
    [
      'trust',
      'https://ico.example.co.th/ico/12?amount=50000&x=a b',
      'https://link.trustwallet.com/open_url?coin_id=60&url=https%3A%2F%2Fico.example.co.th%2Fico%2F12%3Famount%3D50000%26x%3Da%2520b',
    ],
  ] as const)('%s: %s', (app, page, link) => {
    expect(walletAppLink(app, page)).toBe(link);
  });

  it('refuses an address that is not a web page', () => {
    expect(() => walletAppLink('metamask', 'javascript:alert(1)')).toThrow(RangeError);
    expect(() => walletAppLink('trust', 'not a url')).toThrow();
  });
});
