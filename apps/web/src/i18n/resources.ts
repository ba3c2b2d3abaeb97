import type about from '../locales/en/about.json';
import type admin from '../locales/en/admin.json';
import type adminApprovals from '../locales/en/admin-approvals.json';
import type adminClosures from '../locales/en/admin-closures.json';
import type adminCommunication from '../locales/en/admin-communication.json';
import type adminJoinings from '../locales/en/admin-joinings.json';
import type adminMfaReset from '../locales/en/admin-mfa-reset.json';
import type adminOfferings from '../locales/en/admin-offerings.json';
import type adminReconciliation from '../locales/en/admin-reconciliation.json';
import type adminRefunds from '../locales/en/admin-refunds.json';
import type adminRisk from '../locales/en/admin-risk.json';
import type adminScreening from '../locales/en/admin-screening.json';
import type adminScreeningCases from '../locales/en/admin-screening-cases.json';
import type adminSessions from '../locales/en/admin-sessions.json';
import type adminSurveys from '../locales/en/admin-surveys.json';
import type adminWatchlists from '../locales/en/admin-watchlists.json';
import type amlPolicy from '../locales/en/aml-policy.json';
import type antiSocialForcesPolicy from '../locales/en/anti-social-forces-policy.json';
import type auth from '../locales/en/auth.json';
import type codeOfEthics from '../locales/en/code-of-ethics.json';
import type common from '../locales/en/common.json';
import type companyProfile from '../locales/en/company-profile.json';
import type dataRights from '../locales/en/data-rights.json';
import type detailInfo from '../locales/en/detail-info.json';
import type disclosureInfo from '../locales/en/disclosure-info.json';
import type emailChange from '../locales/en/email-change.json';
import type faq from '../locales/en/faq.json';
import type files from '../locales/en/files.json';
import type guideForIssuers from '../locales/en/guide-for-issuers.json';
import type home from '../locales/en/home.json';
import type informationSecurityPolicy from '../locales/en/information-security-policy.json';
import type inquiry from '../locales/en/inquiry.json';
import type joinings from '../locales/en/joinings.json';
import type messages from '../locales/en/messages.json';
import type mfaReset from '../locales/en/mfa-reset.json';
import type notices from '../locales/en/notices.json';
import type offerings from '../locales/en/offerings.json';
import type passwordReset from '../locales/en/password-reset.json';
import type pepsPolicy from '../locales/en/peps-policy.json';
import type privacyPolicy from '../locales/en/privacy-policy.json';
import type profile from '../locales/en/profile.json';
import type receipts from '../locales/en/receipts.json';
import type risk from '../locales/en/risk.json';
import type sessions from '../locales/en/sessions.json';
import type sitePolicy from '../locales/en/site-policy.json';
import type solicitationPolicy from '../locales/en/solicitation-policy.json';
import type stepUp from '../locales/en/step-up.json';
import type suitability from '../locales/en/suitability.json';
import type termsOfUse from '../locales/en/terms-of-use.json';
import type top from '../locales/en/top.json';
import type whatIsIco from '../locales/en/what-is-ico.json';

/**
 * The English catalogues are the source of the keys: t('x.y') and a namespace's name are checked by the compiler
 * (the Thai catalogues have the same keys, test/catalogues.test.ts checks it).
 */
export type Resources = {
  about: typeof about;
  admin: typeof admin;
  'admin-approvals': typeof adminApprovals;
  'admin-closures': typeof adminClosures;
  'admin-communication': typeof adminCommunication;
  'admin-joinings': typeof adminJoinings;
  'admin-mfa-reset': typeof adminMfaReset;
  'admin-offerings': typeof adminOfferings;
  'admin-reconciliation': typeof adminReconciliation;
  'admin-refunds': typeof adminRefunds;
  'admin-risk': typeof adminRisk;
  'admin-screening': typeof adminScreening;
  'admin-screening-cases': typeof adminScreeningCases;
  'admin-sessions': typeof adminSessions;
  'admin-surveys': typeof adminSurveys;
  'admin-watchlists': typeof adminWatchlists;
  'aml-policy': typeof amlPolicy;
  'anti-social-forces-policy': typeof antiSocialForcesPolicy;
  auth: typeof auth;
  'code-of-ethics': typeof codeOfEthics;
  common: typeof common;
  'company-profile': typeof companyProfile;
  'data-rights': typeof dataRights;
  'detail-info': typeof detailInfo;
  'disclosure-info': typeof disclosureInfo;
  'email-change': typeof emailChange;
  faq: typeof faq;
  files: typeof files;
  'guide-for-issuers': typeof guideForIssuers;
  home: typeof home;
  'information-security-policy': typeof informationSecurityPolicy;
  inquiry: typeof inquiry;
  joinings: typeof joinings;
  messages: typeof messages;
  'mfa-reset': typeof mfaReset;
  notices: typeof notices;
  offerings: typeof offerings;
  'password-reset': typeof passwordReset;
  'peps-policy': typeof pepsPolicy;
  'privacy-policy': typeof privacyPolicy;
  profile: typeof profile;
  receipts: typeof receipts;
  risk: typeof risk;
  sessions: typeof sessions;
  'site-policy': typeof sitePolicy;
  'solicitation-policy': typeof solicitationPolicy;
  'step-up': typeof stepUp;
  suitability: typeof suitability;
  'terms-of-use': typeof termsOfUse;
  top: typeof top;
  'what-is-ico': typeof whatIsIco;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
