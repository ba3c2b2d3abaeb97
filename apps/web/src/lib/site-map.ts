import type { UpdatedInformation } from '@ico/domain/contracts/messages';
import type { TextKey } from '../i18n/text-key';

/**
 * The portal's pages as the header, footer and site map list them: one list, so a link cannot
 * differ between them. `labelKey` is a key of the common namespace; `unread` names the count of
 * `GET /forum/updatedinformation/` the header shows as a badge on the link.
 */
export type SiteLink = { to: string; labelKey: TextKey; unread?: keyof UpdatedInformation };

/**
 * The inquiry forms the header and the home page link to, spelled as the spec writes them (paths ignore case): the
 * categories of the domain's INQUIRY_CATEGORY (not imported: its option lists would weigh on every page's first load).
 */
export const INQUIRY_LINK = { contact: '/inquiry/1/', corporate: '/Inquiry/4/', otpReset: '/Inquiry/7/' } as const;

export const VISITOR_NAV: readonly SiteLink[] = [
  { to: '/icos', labelKey: 'nav.icos' },
  { to: '/news', labelKey: 'nav.news' },
  { to: '/notices', labelKey: 'nav.notices' },
];

export const MEMBER_NAV: readonly SiteLink[] = [
  { to: '/icos', labelKey: 'nav.icos' },
  { to: '/joinings', labelKey: 'nav.joinings' },
  { to: '/messages', labelKey: 'nav.messages', unread: 'newMessage' },
  { to: '/notices', labelKey: 'nav.notices', unread: 'newNotice' },
];

export const INFORMATION_LINKS: readonly SiteLink[] = [
  { to: '/whatisico', labelKey: 'nav.whatIsIco' },
  { to: '/foricoissuer', labelKey: 'nav.forIssuers' },
  { to: '/icos', labelKey: 'nav.icos' },
  { to: '/news', labelKey: 'nav.news' },
  { to: '/notices', labelKey: 'nav.notices' },
  { to: '/disclosureinfo', labelKey: 'nav.disclosure' },
  { to: '/home#faq', labelKey: 'nav.faq' },
];

export const COMPANY_LINKS: readonly SiteLink[] = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/about#companyinfo_link', labelKey: 'nav.companyInfo' },
  { to: '/companyprofile', labelKey: 'nav.companyProfile' },
  { to: INQUIRY_LINK.contact, labelKey: 'nav.contact' },
  { to: '/sitepolicy#sitemap', labelKey: 'nav.siteMap' },
];

export const POLICY_LINKS: readonly SiteLink[] = [
  { to: '/teamofuse', labelKey: 'nav.termsOfUse' },
  { to: '/privacypolicy', labelKey: 'nav.privacy' },
  { to: '/aml', labelKey: 'nav.aml' },
  { to: '/peps', labelKey: 'nav.peps' },
  { to: '/solicitationpolicy', labelKey: 'nav.solicitation' },
  { to: '/codeofethics', labelKey: 'nav.codeOfEthics' },
  { to: '/informationsecuritypolicy', labelKey: 'nav.infoSecurity' },
  { to: '/policyagainstantisocialforces', labelKey: 'nav.antiSocialForces' },
  { to: '/sitepolicy', labelKey: 'nav.sitePolicy' },
];

export const ACCOUNT_LINKS: readonly SiteLink[] = [
  { to: '/login', labelKey: 'nav.login' },
  { to: '/emailVerification', labelKey: 'nav.signUp' },
  { to: '/profile', labelKey: 'nav.profile' },
  { to: '/joinings', labelKey: 'nav.joinings' },
  { to: '/messages', labelKey: 'nav.messages' },
  { to: '/suitabilitytest', labelKey: 'nav.suitabilityTest' },
];

/** Spec section 2: header and landing links use /inquiry/1/, /Inquiry/4/ (corporate sign-up), /Inquiry/7/ (OTP reset). */
export const HELP_LINKS: readonly SiteLink[] = [
  { to: INQUIRY_LINK.contact, labelKey: 'nav.contact' },
  { to: INQUIRY_LINK.corporate, labelKey: 'helpLinks.corporate' },
  { to: INQUIRY_LINK.otpReset, labelKey: 'helpLinks.otpReset' },
];
