import { VERIFICATION_ROUTE } from '@ico/domain/verification';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { PageLoader } from '../components/page-loader';
import type { DocNamespace } from '../features/content/doc-content';

const home = () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage }));

/** Information and policy pages: route -> catalogue namespace and the eyebrow above the title. */
const DOC_ROUTES: Array<{ path: string; ns: DocNamespace; eyebrowKey: string }> = [
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
    // Shown while the first page's code loads (the routes are lazy).
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/', lazy: () => import('../features/home/root-page').then((m) => ({ Component: m.RootPage })) },
      { path: '/top', lazy: () => import('../features/home/root-page').then((m) => ({ Component: m.RootPage })) },
      { path: '/home', lazy: home },
      { path: '/about', lazy: () => import('../features/content/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: '/sitepolicy', lazy: () => import('../features/content/site-policy-page').then((m) => ({ Component: m.SitePolicyPage })) },
      { path: '/news', lazy: () => import('../features/content/news-page').then((m) => ({ Component: m.NewsPage })) },
      ...DOC_ROUTES.map(({ path, ns, eyebrowKey }) => ({
        path,
        lazy: () =>
          import('../features/content/doc-route').then(({ DocRoute }) => ({
            Component: () => <DocRoute ns={ns} eyebrowKey={eyebrowKey} />,
          })),
      })),
      { path: '/login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
      {
        path: '/emailVerification',
        lazy: () => import('../features/auth/email-verification-page').then((m) => ({ Component: m.EmailVerificationPage })),
      },
      { path: '/register/:email/:code', lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })) },
      { path: '/notices/*', lazy: () => import('../features/notices/notices-page').then((m) => ({ Component: m.NoticesPage })) },
      // '/inquiry' alone preselects the first category; header links spell it '/Inquiry/4/' (paths ignore case).
      {
        path: '/inquiry/:category?/*',
        lazy: () => import('../features/inquiry/inquiry-page').then((m) => ({ Component: m.InquiryPage })),
      },
      { path: '/icos', lazy: () => import('../features/offerings/offerings-page').then((m) => ({ Component: m.OfferingsPage })) },
      { path: '/ico/:icoId', lazy: () => import('../features/offerings/offering-page').then((m) => ({ Component: m.OfferingPage })) },
      {
        lazy: () => import('../features/auth/require-auth').then((m) => ({ Component: m.RequireAuth })),
        children: [
          { path: '/profile', lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
          {
            path: '/changePassword',
            lazy: () => import('../features/auth/change-password-page').then((m) => ({ Component: m.ChangePasswordPage })),
          },
          { path: '/2-factor', lazy: () => import('../features/auth/two-factor-page').then((m) => ({ Component: m.TwoFactorPage })) },
          {
            path: '/detail_info',
            lazy: () => import('../features/verification/detail-info-page').then((m) => ({ Component: m.DetailInfoPage })),
          },
          {
            path: '/selfie_file',
            lazy: () => import('../features/verification/selfie-file-page').then((m) => ({ Component: m.SelfieFilePage })),
          },
          {
            path: '/bank_file',
            lazy: () => import('../features/verification/bank-file-page').then((m) => ({ Component: m.BankFilePage })),
          },
          {
            path: '/suitabilitytest',
            lazy: () => import('../features/suitability/suitability-test-page').then((m) => ({ Component: m.SuitabilityTestPage })),
          },
          {
            path: '/knowledgetest/:icoId',
            lazy: () => import('../features/offerings/knowledge-test-page').then((m) => ({ Component: m.KnowledgeTestPage })),
          },
          { path: '/joinings', lazy: () => import('../features/joinings/joinings-page').then((m) => ({ Component: m.JoiningsPage })) },
          { path: '/joining/:id', lazy: () => import('../features/joinings/joining-page').then((m) => ({ Component: m.JoiningPage })) },
          { path: '/messages', lazy: () => import('../features/messages/messages-page').then((m) => ({ Component: m.MessagesPage })) },
          {
            path: '/member_inquiry/:selectedCategory',
            lazy: () => import('../features/inquiry/member-inquiry-page').then((m) => ({ Component: m.MemberInquiryPage })),
          },
          // The company-file screen of corporate investors (no route in the spec; see domain VERIFICATION_ROUTE).
          {
            path: VERIFICATION_ROUTE.companyFile,
            lazy: () => import('../features/verification/company-file-page').then((m) => ({ Component: m.CompanyFilePage })),
          },
        ],
      },
      { path: '*', lazy: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
  {
    // The back office: its own layout, navigation and chunks, never loaded by an investor's page.
    path: '/admin',
    hydrateFallbackElement: <PageLoader />,
    lazy: () => import('../features/admin/admin-root').then((m) => ({ Component: m.AdminRoot })),
    children: [
      { index: true, lazy: () => import('../features/admin/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
      { path: 'users', lazy: () => import('../features/admin/users-page').then((m) => ({ Component: m.UsersPage })) },
      { path: 'users/:userId', lazy: () => import('../features/admin/user-detail-page').then((m) => ({ Component: m.UserDetailPage })) },
      {
        path: 'corporate/new',
        lazy: () => import('../features/admin/create-corporate-page').then((m) => ({ Component: m.CreateCorporatePage })),
      },
      { path: 'staff', lazy: () => import('../features/admin/staff-page').then((m) => ({ Component: m.StaffPage })) },
      { path: 'audit', lazy: () => import('../features/admin/audit-page').then((m) => ({ Component: m.AuditPage })) },
      {
        path: 'screening',
        lazy: () => import('../features/admin/screening/queue-page').then((m) => ({ Component: m.ScreeningQueuePage })),
      },
      {
        path: 'screening/:submissionId',
        lazy: () => import('../features/admin/screening/review-page').then((m) => ({ Component: m.ScreeningReviewPage })),
      },
      {
        path: 'surveys/suitability',
        lazy: () => import('../features/admin/surveys/suitability-editor-page').then((m) => ({ Component: m.SuitabilityEditorPage })),
      },
      {
        path: 'offerings',
        lazy: () => import('../features/admin/offerings/offerings-page').then((m) => ({ Component: m.AdminOfferingsPage })),
      },
      {
        path: 'offerings/new',
        lazy: () => import('../features/admin/offerings/offering-edit-page').then((m) => ({ Component: m.OfferingEditPage })),
      },
      {
        path: 'offerings/:offeringId',
        lazy: () => import('../features/admin/offerings/offering-edit-page').then((m) => ({ Component: m.OfferingEditPage })),
      },
      {
        path: 'offerings/:offeringId/knowledge-test',
        lazy: () =>
          import('../features/admin/offerings/knowledge-test-editor-page').then((m) => ({ Component: m.KnowledgeTestEditorPage })),
      },
      {
        path: 'offerings/:offeringId/monitoring',
        lazy: () => import('../features/admin/offerings/monitoring-page').then((m) => ({ Component: m.MonitoringPage })),
      },
      {
        path: 'offerings/:offeringId/joinings',
        lazy: () => import('../features/admin/joinings/joinings-page').then((m) => ({ Component: m.AdminJoiningsPage })),
      },
      {
        path: 'joinings/:joiningId',
        lazy: () => import('../features/admin/joinings/joining-detail-page').then((m) => ({ Component: m.AdminJoiningPage })),
      },
      { path: 'holidays', lazy: () => import('../features/admin/holidays/holidays-page').then((m) => ({ Component: m.HolidaysPage })) },
      {
        path: 'messages',
        lazy: () => import('../features/admin/messages/messages-page').then((m) => ({ Component: m.AdminMessagesPage })),
      },
      {
        path: 'messages/new',
        lazy: () => import('../features/admin/messages/compose-page').then((m) => ({ Component: m.ComposeMessagePage })),
      },
      { path: 'notices', lazy: () => import('../features/admin/notices/notices-page').then((m) => ({ Component: m.AdminNoticesPage })) },
      {
        path: 'inquiries',
        lazy: () => import('../features/admin/inquiries/inquiries-page').then((m) => ({ Component: m.AdminInquiriesPage })),
      },
      {
        path: 'inquiries/:inquiryId',
        lazy: () => import('../features/admin/inquiries/inquiry-page').then((m) => ({ Component: m.AdminInquiryPage })),
      },
      { path: '*', lazy: () => import('../features/admin/admin-not-found-page').then((m) => ({ Component: m.AdminNotFoundPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
