import { EMAIL_CHANGE_LINK_PATH } from '@ico/domain/email-change-routes';
import { MFA_RESET_PAGE } from '@ico/domain/mfa-reset-routes';
import { SIGN_IN_LINK_PAGE } from '@ico/domain/sign-in-link-routes';
import { VERIFICATION_ROUTE } from '@ico/domain/verification-routes';
import { type RouteObject, useRoutes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import type { TextKey } from '../i18n/text-key';
import type { DocNamespace } from '../lib/doc-content';
import { lazyRoute, pageWithoutData, withTexts } from '../lib/lazy-route';

/** Information and policy pages: route -> catalogue namespace and the eyebrow above the title. */
const DOC_ROUTES: Array<{ path: string; ns: DocNamespace; eyebrowKey: TextKey }> = [
  { path: '/whatisico', ns: 'what-is-ico', eyebrowKey: 'footer.information' },
  { path: '/foricoissuer', ns: 'guide-for-issuers', eyebrowKey: 'footer.information' },
  { path: '/disclosureinfo', ns: 'disclosure-info', eyebrowKey: 'footer.information' },
  { path: '/companyprofile', ns: 'company-profile', eyebrowKey: 'footer.company' },
  { path: '/teamofuse', ns: 'terms-of-use', eyebrowKey: 'footer.policies' },
  { path: '/privacypolicy', ns: 'privacy-policy', eyebrowKey: 'footer.policies' },
  { path: '/aml', ns: 'aml-policy', eyebrowKey: 'footer.policies' },
  { path: '/peps', ns: 'peps-policy', eyebrowKey: 'footer.policies' },
  { path: '/solicitationpolicy', ns: 'solicitation-policy', eyebrowKey: 'footer.policies' },
  { path: '/codeofethics', ns: 'code-of-ethics', eyebrowKey: 'footer.policies' },
  { path: '/informationsecuritypolicy', ns: 'information-security-policy', eyebrowKey: 'footer.policies' },
  { path: '/policyagainstantisocialforces', ns: 'anti-social-forces-policy', eyebrowKey: 'footer.policies' },
];

/** Spec section 2: sign-in required. */
export const GUARDED_PATHS = [
  '/profile',
  '/messages',
  '/changePassword',
  '/2-factor',
  '/2-factor/replace',
  '/joinings',
  '/joining/:id',
  '/member_inquiry/:selectedCategory',
  '/suitabilitytest',
  '/knowledgetest/:icoId',
  '/detail_info',
  '/selfie_file',
  '/bank_file',
] as const;

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Pages marked pageWithoutData call no API: a visitor sees them without the query cache's code.
      // withTexts: the namespaces a page's first screen shows, fetched with its code on a first visit (lib/lazy-route.tsx).
      {
        path: '/',
        ...withTexts(['home', 'faq'], pageWithoutData(lazyRoute(() => import('../features/home/root-page').then((m) => m.RootPage)))),
      },
      {
        path: '/top',
        ...withTexts(['home', 'faq'], pageWithoutData(lazyRoute(() => import('../features/home/root-page').then((m) => m.RootPage)))),
      },
      {
        path: '/home',
        ...withTexts(['home', 'faq'], pageWithoutData(lazyRoute(() => import('../features/home/home-page').then((m) => m.HomePage)))),
      },
      {
        path: '/about',
        ...withTexts(['about'], pageWithoutData(lazyRoute(() => import('../features/content/about-page').then((m) => m.AboutPage)))),
      },
      {
        path: '/sitepolicy',
        ...withTexts(
          ['site-policy'],
          pageWithoutData(lazyRoute(() => import('../features/content/site-policy-page').then((m) => m.SitePolicyPage))),
        ),
      },
      { path: '/news', ...pageWithoutData(lazyRoute(() => import('../features/content/news-page').then((m) => m.NewsPage))) },
      ...DOC_ROUTES.map(({ path, ns, eyebrowKey }) => ({
        path,
        ...withTexts(
          [ns],
          pageWithoutData(lazyRoute(() => import('../features/content/doc-route').then((m) => m.DocRoute), { ns, eyebrowKey })),
        ),
      })),
      { path: '/login', ...lazyRoute(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
      {
        path: '/emailVerification',
        ...lazyRoute(() => import('../features/auth/email-verification-page').then((m) => m.EmailVerificationPage)),
      },
      { path: '/register/:email/:code', ...lazyRoute(() => import('../features/auth/register-page').then((m) => m.RegisterPage)) },
      {
        path: '/forgotPassword',
        ...lazyRoute(() => import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage)),
      },
      {
        path: '/resetPassword/:email/:code',
        ...lazyRoute(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
      },
      ...(['confirm', 'cancel'] as const).map((kind) => ({
        path: `${EMAIL_CHANGE_LINK_PATH[kind]}/:code`,
        ...lazyRoute(() => import('../features/auth/email-change-link-page').then((m) => m.EmailChangeLinkPage), { kind }),
      })),
      { path: `${MFA_RESET_PAGE}/:code`, ...lazyRoute(() => import('../features/mfa-reset/mfa-reset-page').then((m) => m.MfaResetPage)) },
      {
        path: `${SIGN_IN_LINK_PAGE}/:code`,
        ...lazyRoute(() => import('../features/auth/sign-in-link-page').then((m) => m.SignInLinkPage)),
      },
      { path: '/notices/*', ...lazyRoute(() => import('../features/notices/notices-page').then((m) => m.NoticesPage)) },
      // '/inquiry' alone preselects the first category; header links spell it '/Inquiry/4/' (paths ignore case).
      {
        path: '/inquiry/:category?/*',
        ...lazyRoute(() => import('../features/inquiry/inquiry-page').then((m) => m.InquiryPage)),
      },
      {
        path: '/receipt/:reference',
        ...lazyRoute(() => import('../features/receipts/receipt-verification-page').then((m) => m.ReceiptVerificationPage)),
      },
      {
        path: '/icos',
        ...withTexts(
          ['offerings'],
          lazyRoute(() => import('../features/offerings/offerings-page').then((m) => m.OfferingsPage)),
        ),
      },
      {
        path: '/ico/:icoId',
        ...withTexts(
          ['offerings'],
          lazyRoute(() => import('../features/offerings/offering-page').then((m) => m.OfferingPage)),
        ),
      },
      {
        ...lazyRoute(() => import('../features/auth/require-auth').then((m) => m.RequireAuth)),
        children: [
          { path: '/profile', ...lazyRoute(() => import('../features/profile/profile-page').then((m) => m.ProfilePage)) },
          {
            path: '/changePassword',
            ...lazyRoute(() => import('../features/auth/change-password-page').then((m) => m.ChangePasswordPage)),
          },
          { path: '/changeEmail', ...lazyRoute(() => import('../features/auth/change-email-page').then((m) => m.ChangeEmailPage)) },
          { path: '/2-factor', ...lazyRoute(() => import('../features/auth/two-factor-page').then((m) => m.TwoFactorPage)) },
          {
            path: '/2-factor/replace',
            ...lazyRoute(() => import('../features/auth/replace-authenticator-page').then((m) => m.ReplaceAuthenticatorPage)),
          },
          {
            path: '/detail_info',
            ...lazyRoute(() => import('../features/verification/detail-info-page').then((m) => m.DetailInfoPage)),
          },
          {
            path: '/selfie_file',
            ...lazyRoute(() => import('../features/verification/selfie-file-page').then((m) => m.SelfieFilePage)),
          },
          {
            path: '/bank_file',
            ...lazyRoute(() => import('../features/verification/bank-file-page').then((m) => m.BankFilePage)),
          },
          {
            path: '/source_of_funds',
            ...lazyRoute(() => import('../features/risk/source-of-funds-page').then((m) => m.SourceOfFundsPage)),
          },
          {
            path: '/suitabilitytest',
            ...lazyRoute(() => import('../features/suitability/suitability-test-page').then((m) => m.SuitabilityTestPage)),
          },
          {
            path: '/knowledgetest/:icoId',
            ...lazyRoute(() => import('../features/offerings/knowledge-test-page').then((m) => m.KnowledgeTestPage)),
          },
          { path: '/joinings', ...lazyRoute(() => import('../features/joinings/joinings-page').then((m) => m.JoiningsPage)) },
          { path: '/joining/:id', ...lazyRoute(() => import('../features/joinings/joining-page').then((m) => m.JoiningPage)) },
          { path: '/messages', ...lazyRoute(() => import('../features/messages/messages-page').then((m) => m.MessagesPage)) },
          {
            path: '/member_inquiry/:selectedCategory',
            ...lazyRoute(() => import('../features/inquiry/member-inquiry-page').then((m) => m.MemberInquiryPage)),
          },
          // The company-file screen of corporate investors (no route in the spec; see domain VERIFICATION_ROUTE).
          {
            path: VERIFICATION_ROUTE.companyFile,
            ...lazyRoute(() => import('../features/verification/company-file-page').then((m) => m.CompanyFilePage)),
          },
        ],
      },
      { path: '*', ...pageWithoutData(lazyRoute(() => import('../features/errors/not-found-page').then((m) => m.NotFoundPage))) },
    ],
  },
  {
    // The back office: its own layout, navigation, route table and chunks, never loaded by an investor's page.
    path: '/admin/*',
    ...lazyRoute(() => import('../admin/admin-routes').then((m) => m.AdminRoutes)),
  },
];

/** The portal's pages for the current address (the declarative router: see docs/decisions/0006-web-bundle.md). */
export function AppRoutes() {
  return useRoutes(routes);
}
