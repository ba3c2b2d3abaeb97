import type { StaffPermission, StaffRole } from '@ico/domain/staff';
import { roleCan } from '@ico/domain/staff';
import {
  IconBuildingSkyscraper,
  IconCalendarOff,
  IconCash,
  IconChecklist,
  IconChecks,
  IconCoin,
  IconHistory,
  IconLayoutDashboard,
  IconListCheck,
  IconListSearch,
  IconMail,
  IconMessageQuestion,
  IconReceipt2,
  IconShieldCheck,
  IconShieldSearch,
  IconSpeakerphone,
  IconUserOff,
  IconUserShield,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { TextKey } from '../../i18n/text-key';

export type AdminSection = {
  to: string;
  labelKey: TextKey<'admin'>;
  descriptionKey: TextKey<'admin'>;
  /** What the section needs; null when every staff member may open it. */
  permission: StaffPermission | null;
  icon: TablerIcon;
};

/** The back office sections in navigation order; the navbar and the dashboard show those the role can use. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', labelKey: 'nav.dashboard', descriptionKey: 'dashboard.sections.dashboard', permission: null, icon: IconLayoutDashboard },
  { to: '/admin/users', labelKey: 'nav.users', descriptionKey: 'dashboard.sections.users', permission: 'users.read', icon: IconUsers },
  {
    to: '/admin/screening',
    labelKey: 'nav.screening',
    descriptionKey: 'dashboard.sections.screening',
    permission: 'verification.screen',
    icon: IconChecklist,
  },
  {
    to: '/admin/watchlists',
    labelKey: 'nav.watchlists',
    descriptionKey: 'dashboard.sections.watchlists',
    permission: 'watchlists.manage',
    icon: IconListSearch,
  },
  {
    to: '/admin/screening-cases',
    labelKey: 'nav.screeningCases',
    descriptionKey: 'dashboard.sections.screeningCases',
    permission: 'screening.decide',
    icon: IconShieldSearch,
  },
  {
    to: '/admin/risk',
    labelKey: 'nav.risk',
    descriptionKey: 'dashboard.sections.risk',
    permission: 'risk.manage',
    icon: IconShieldCheck,
  },
  {
    to: '/admin/offerings',
    labelKey: 'nav.offerings',
    descriptionKey: 'dashboard.sections.offerings',
    permission: 'joinings.operate',
    icon: IconCoin,
  },
  {
    to: '/admin/approvals',
    labelKey: 'nav.approvals',
    descriptionKey: 'dashboard.sections.approvals',
    // Proposers (joinings.operate) follow their proposals here; the approvers (payments.approve) all hold it too.
    permission: 'joinings.operate',
    icon: IconChecks,
  },
  {
    to: '/admin/reconciliation',
    labelKey: 'nav.reconciliation',
    descriptionKey: 'dashboard.sections.reconciliation',
    permission: 'joinings.operate',
    icon: IconReceipt2,
  },
  {
    to: '/admin/refunds',
    labelKey: 'nav.refunds',
    descriptionKey: 'dashboard.sections.refunds',
    permission: 'joinings.operate',
    icon: IconCash,
  },
  {
    to: '/admin/holidays',
    labelKey: 'nav.holidays',
    descriptionKey: 'dashboard.sections.holidays',
    permission: 'holidays.manage',
    icon: IconCalendarOff,
  },
  {
    to: '/admin/messages',
    labelKey: 'nav.messages',
    descriptionKey: 'dashboard.sections.messages',
    permission: 'messages.send',
    icon: IconMail,
  },
  {
    to: '/admin/notices',
    labelKey: 'nav.notices',
    descriptionKey: 'dashboard.sections.notices',
    permission: 'notices.manage',
    icon: IconSpeakerphone,
  },
  {
    to: '/admin/inquiries',
    labelKey: 'nav.inquiries',
    descriptionKey: 'dashboard.sections.inquiries',
    permission: 'inquiries.answer',
    icon: IconMessageQuestion,
  },
  {
    to: '/admin/closures',
    labelKey: 'nav.closures',
    descriptionKey: 'dashboard.sections.closures',
    permission: 'users.close',
    icon: IconUserOff,
  },
  {
    to: '/admin/surveys/suitability',
    labelKey: 'nav.suitability',
    descriptionKey: 'dashboard.sections.suitability',
    permission: 'surveys.edit',
    icon: IconListCheck,
  },
  {
    to: '/admin/corporate/new',
    labelKey: 'nav.newCorporate',
    descriptionKey: 'dashboard.sections.newCorporate',
    permission: 'users.createCorporate',
    icon: IconBuildingSkyscraper,
  },
  {
    to: '/admin/staff',
    labelKey: 'nav.staff',
    descriptionKey: 'dashboard.sections.staff',
    permission: 'staff.manage',
    icon: IconUserShield,
  },
  { to: '/admin/audit', labelKey: 'nav.audit', descriptionKey: 'dashboard.sections.audit', permission: 'audit.read', icon: IconHistory },
];

export const sectionsFor = (role: StaffRole | null): AdminSection[] =>
  ADMIN_SECTIONS.filter((s) => s.permission === null || roleCan(role, s.permission));

/** Catalogue keys of the roles and permissions (keys are written out, never built from a value). */
export const ROLE_KEY: Record<StaffRole, TextKey<'admin'>> = {
  admin: 'roles.admin',
  compliance: 'roles.compliance',
  operations: 'roles.operations',
  support: 'roles.support',
};

export const PERMISSION_KEY: Record<StaffPermission, TextKey<'admin'>> = {
  'users.read': 'permissions.usersRead',
  'users.level': 'permissions.usersLevel',
  'users.createCorporate': 'permissions.usersCreateCorporate',
  'audit.read': 'permissions.auditRead',
  'staff.manage': 'permissions.staffManage',
  'verification.screen': 'permissions.verificationScreen',
  'surveys.edit': 'permissions.surveysEdit',
  'offerings.manage': 'permissions.offeringsManage',
  'joinings.operate': 'permissions.joiningsOperate',
  'holidays.manage': 'permissions.holidaysManage',
  'messages.send': 'permissions.messagesSend',
  'notices.manage': 'permissions.noticesManage',
  'inquiries.answer': 'permissions.inquiriesAnswer',
  'users.resetMfa': 'permissions.usersResetMfa',
  'users.close': 'permissions.usersClose',
  'payments.approve': 'permissions.paymentsApprove',
  'watchlists.manage': 'permissions.watchlistsManage',
  'risk.manage': 'permissions.riskManage',
  'edd.approve': 'permissions.eddApprove',
  'screening.decide': 'permissions.screeningDecide',
};
