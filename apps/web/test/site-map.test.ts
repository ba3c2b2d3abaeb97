import { INQUIRY_CATEGORY, INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import { describe, expect, it } from 'vitest';
import { HELP_LINKS, INQUIRY_LINK } from '../src/lib/site-map';

describe('the inquiry links of the header and the home page', () => {
  it('open the categories the spec names: 1 about ICO issuance, 4 corporate sign-up, 7 OTP reset', () => {
    const category = (path: string) => /^\/inquiry\/(\d+)\/$/i.exec(path)?.[1];
    expect(category(INQUIRY_LINK.contact)).toBe(INQUIRY_CATEGORY.icoIssuance);
    expect(category(INQUIRY_LINK.corporate)).toBe(INQUIRY_CATEGORY.corporateSignup);
    expect(category(INQUIRY_LINK.otpReset)).toBe(INQUIRY_CATEGORY.otpReset);
    for (const link of HELP_LINKS) expect(INQUIRY_CATEGORY_OPTIONS.map((o) => o.value)).toContain(category(link.to));
    expect(HELP_LINKS.map((link) => link.to)).toEqual(['/inquiry/1/', '/Inquiry/4/', '/Inquiry/7/']);
  });
});
