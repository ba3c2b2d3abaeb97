import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareImages, qrFileName } from '../src/features/joinings/qr-image';

describe('the saved PromptPay QR code (issue 19)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['LANNA', '20000', 'promptpay-LANNA-20000.png'],
    ['TABC12', '1234.50', 'promptpay-TABC12-1234-50.png'],
    ['../etc/passwd', '5000', 'promptpay-etc-passwd-5000.png'],
    ['', '', 'promptpay-payment-0.png'],
  ])('names the picture of %s for %s as %s', (ticker, amount, name) => {
    expect(qrFileName(ticker, amount)).toBe(name);
  });

  it('offers Share only where the browser can hand a PNG to another app', () => {
    vi.stubGlobal('navigator', {});
    expect(canShareImages()).toBe(false);
    vi.stubGlobal('navigator', { share: async () => undefined, canShare: () => false });
    expect(canShareImages()).toBe(false);
    const canShare = vi.fn((data: { files?: File[] }) => data.files?.[0]?.type === 'image/png');
    vi.stubGlobal('navigator', { share: async () => undefined, canShare });
    expect(canShareImages()).toBe(true);
    expect(canShare).toHaveBeenCalledOnce();
    vi.stubGlobal('navigator', {
      share: async () => undefined,
      canShare: () => {
        throw new TypeError('not allowed');
      },
    });
    expect(canShareImages()).toBe(false);
  });
});
