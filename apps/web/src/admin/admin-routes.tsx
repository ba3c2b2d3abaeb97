import { useEffect } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { lazyRoute, preloadRoutes } from '../lib/lazy-route';
import { AdminRoot } from './admin-root';

/** The back office's pages under /admin (relative paths): this table is part of the back office's chunks. */
const ADMIN_ROUTES: RouteObject[] = [
  {
    element: <AdminRoot />,
    children: [
      { index: true, ...lazyRoute(() => import('./features/dashboard/dashboard-page').then((m) => m.DashboardPage)) },
      { path: 'users', ...lazyRoute(() => import('./features/users/users-page').then((m) => m.UsersPage)) },
      { path: 'users/:userId', ...lazyRoute(() => import('./features/users/user-detail-page').then((m) => m.UserDetailPage)) },
      {
        path: 'corporate/new',
        ...lazyRoute(() => import('./features/users/create-corporate-page').then((m) => m.CreateCorporatePage)),
      },
      { path: 'staff', ...lazyRoute(() => import('./features/staff/staff-page').then((m) => m.StaffPage)) },
      { path: 'audit', ...lazyRoute(() => import('./features/audit/audit-page').then((m) => m.AuditPage)) },
      {
        path: 'screening',
        ...lazyRoute(() => import('./features/screening/queue-page').then((m) => m.ScreeningQueuePage)),
      },
      {
        path: 'screening/:submissionId',
        ...lazyRoute(() => import('./features/screening/review-page').then((m) => m.ScreeningReviewPage)),
      },
      { path: 'watchlists', ...lazyRoute(() => import('./features/watchlists/watchlists-page').then((m) => m.WatchlistsPage)) },
      { path: 'risk', ...lazyRoute(() => import('./features/risk/risk-page').then((m) => m.RiskPage)) },
      {
        path: 'risk/countries',
        ...lazyRoute(() => import('./features/risk/countries-page').then((m) => m.RiskCountriesPage)),
      },
      { path: 'edd/:eddId', ...lazyRoute(() => import('./features/risk/edd-review-page').then((m) => m.EddReviewPage)) },
      {
        path: 'screening-cases',
        ...lazyRoute(() => import('./features/screening-cases/cases-page').then((m) => m.ScreeningCasesPage)),
      },
      {
        path: 'screening-cases/:caseId',
        ...lazyRoute(() => import('./features/screening-cases/case-page').then((m) => m.ScreeningCasePage)),
      },
      {
        path: 'surveys/suitability',
        ...lazyRoute(() => import('./features/surveys/suitability-editor-page').then((m) => m.SuitabilityEditorPage)),
      },
      {
        path: 'offerings',
        ...lazyRoute(() => import('./features/offerings/offerings-page').then((m) => m.AdminOfferingsPage)),
      },
      {
        path: 'offerings/new',
        ...lazyRoute(() => import('./features/offerings/offering-edit-page').then((m) => m.OfferingEditPage)),
      },
      {
        path: 'offerings/:offeringId',
        ...lazyRoute(() => import('./features/offerings/offering-edit-page').then((m) => m.OfferingEditPage)),
      },
      {
        path: 'offerings/:offeringId/knowledge-test',
        ...lazyRoute(() => import('./features/offerings/knowledge-test-editor-page').then((m) => m.KnowledgeTestEditorPage)),
      },
      {
        path: 'offerings/:offeringId/monitoring',
        ...lazyRoute(() => import('./features/offerings/monitoring-page').then((m) => m.MonitoringPage)),
      },
      {
        path: 'offerings/:offeringId/joinings',
        ...lazyRoute(() => import('./features/joinings/joinings-page').then((m) => m.AdminJoiningsPage)),
      },
      {
        path: 'joinings/:joiningId',
        ...lazyRoute(() => import('./features/joinings/joining-detail-page').then((m) => m.AdminJoiningPage)),
      },
      { path: 'approvals', ...lazyRoute(() => import('./features/approvals/approvals-page').then((m) => m.AdminApprovalsPage)) },
      {
        path: 'reconciliation',
        ...lazyRoute(() => import('./features/reconciliation/reconciliation-page').then((m) => m.ReconciliationPage)),
      },
      { path: 'refunds', ...lazyRoute(() => import('./features/refunds/refunds-page').then((m) => m.AdminRefundsPage)) },
      { path: 'refunds/new', ...lazyRoute(() => import('./features/refunds/refund-new-page').then((m) => m.AdminRefundNewPage)) },
      {
        path: 'refunds/:refundId',
        ...lazyRoute(() => import('./features/refunds/refund-detail-page').then((m) => m.AdminRefundPage)),
      },
      { path: 'closures', ...lazyRoute(() => import('./features/closures/closures-page').then((m) => m.AdminClosuresPage)) },
      { path: 'holidays', ...lazyRoute(() => import('./features/holidays/holidays-page').then((m) => m.HolidaysPage)) },
      {
        path: 'messages',
        ...lazyRoute(() => import('./features/messages/messages-page').then((m) => m.AdminMessagesPage)),
      },
      {
        path: 'messages/new',
        ...lazyRoute(() => import('./features/messages/compose-page').then((m) => m.ComposeMessagePage)),
      },
      { path: 'notices', ...lazyRoute(() => import('./features/notices/notices-page').then((m) => m.AdminNoticesPage)) },
      {
        path: 'inquiries',
        ...lazyRoute(() => import('./features/inquiries/inquiries-page').then((m) => m.AdminInquiriesPage)),
      },
      {
        path: 'inquiries/:inquiryId',
        ...lazyRoute(() => import('./features/inquiries/inquiry-page').then((m) => m.AdminInquiryPage)),
      },
      { path: '*', ...lazyRoute(() => import('./admin-not-found-page').then((m) => m.AdminNotFoundPage)) },
    ],
  },
];

export function AdminRoutes() {
  const { pathname } = useLocation();
  // The page's code loads while the back office asks who is signed in (admin-root), not after.
  useEffect(() => {
    void preloadRoutes(ADMIN_ROUTES, pathname, '/admin');
  }, [pathname]);
  return useRoutes(ADMIN_ROUTES);
}
