import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import type { DocNamespace } from '../features/content/doc-content';

const home = () => import('../features/home/home-page').then((m) => ({ Component: m.HomePage }));
const notReady = () => import('../features/errors/not-ready-page').then((m) => ({ Component: m.NotReadyPage }));

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

/**
 * Screens of services that open with later releases (accounts, offerings, communication).
 * The routes exist now so links and guards behave as the specification says.
 */
const PUBLIC_SERVICE_PATHS = [
  '/login',
  '/emailVerification',
  '/register/:email/:code',
  '/notices/*',
  '/inquiry/:category/*',
  '/icos/*',
  '/ico/:icoId/*',
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
    children: [
      { path: '/', lazy: home },
      { path: '/top', lazy: home },
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
      ...PUBLIC_SERVICE_PATHS.map((path) => ({ path, lazy: notReady })),
      {
        lazy: () => import('../features/auth/require-auth').then((m) => ({ Component: m.RequireAuth })),
        children: GUARDED_PATHS.map((path) => ({ path, lazy: notReady })),
      },
      { path: '*', lazy: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
