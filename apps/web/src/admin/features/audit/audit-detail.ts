import type { AuditEntry } from '@ico/domain/contracts/audit';
import { STAFF_PROPOSAL_KINDS, type StaffProposalKind } from '@ico/domain/contracts/staff';
import { PROPOSAL_KINDS, type ProposalKind } from '@ico/domain/four-eyes';
import { LANGUAGES, type Language } from '@ico/domain/language';
import { OFFERING_DOCUMENT_KINDS, type OfferingDocumentKind } from '@ico/domain/offering-documents';
import { type AuditAction, isStaffRole } from '@ico/domain/staff';
import {
  JOINING_STATUSES,
  type JoiningStatus,
  SCREENING_DECISIONS,
  USER_LEVELS,
  type UserLevel,
  VERIFICATION_ITEMS,
  type VerificationItem,
} from '@ico/domain/statuses';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useJoiningStatusLabel, useLevelLabel } from '../../../components/status-badge';
import type { TextKey } from '../../../i18n/text-key';
import { ROLE_KEY } from '../../lib/admin-nav';
import { DOCUMENT_KIND_KEY, DOCUMENT_LANGUAGE_KEY } from '../../lib/document-labels';
import { FILE_KEY } from '../../lib/file-labels';

/** Catalogue keys of the audit actions, one per AUDIT_ACTIONS value. */
export const AUDIT_ACTION_KEY: Record<AuditAction, TextKey<'admin'>> = {
  'staff.login': 'audit.actions.staffLogin',
  'staff.create': 'audit.actions.staffCreate',
  'staff.disable': 'audit.actions.staffDisable',
  'staff.enable': 'audit.actions.staffEnable',
  'staff.role.change': 'audit.actions.staffRoleChange',
  'staff.sessions.revoke': 'audit.actions.staffSessionsRevoke',
  'staffProposal.propose': 'audit.actions.staffProposalPropose',
  'staffProposal.approve': 'audit.actions.staffProposalApprove',
  'staffProposal.reject': 'audit.actions.staffProposalReject',
  'user.level.change': 'audit.actions.userLevelChange',
  'user.corporate.create': 'audit.actions.userCorporateCreate',
  'admin.bootstrap': 'audit.actions.adminBootstrap',
  'verification.decide': 'audit.actions.verificationDecide',
  'survey.update': 'audit.actions.surveyUpdate',
  'file.view': 'audit.actions.fileView',
  'offering.create': 'audit.actions.offeringCreate',
  'offering.update': 'audit.actions.offeringUpdate',
  'offering.images': 'audit.actions.offeringImages',
  'offering.document.add': 'audit.actions.offeringDocumentAdd',
  'offering.document.delete': 'audit.actions.offeringDocumentDelete',
  'knowledge.update': 'audit.actions.knowledgeUpdate',
  'joining.status': 'audit.actions.joiningStatus',
  'joinings.export': 'audit.actions.joiningsExport',
  'monitoring.create': 'audit.actions.monitoringCreate',
  'monitoring.update': 'audit.actions.monitoringUpdate',
  'monitoring.delete': 'audit.actions.monitoringDelete',
  'holiday.create': 'audit.actions.holidayCreate',
  'holiday.delete': 'audit.actions.holidayDelete',
  'message.send': 'audit.actions.messageSend',
  'notice.create': 'audit.actions.noticeCreate',
  'notice.update': 'audit.actions.noticeUpdate',
  'notice.delete': 'audit.actions.noticeDelete',
  'inquiry.reply': 'audit.actions.inquiryReply',
  'user.password.reset': 'audit.actions.userPasswordReset',
  'user.password.resetHeld': 'audit.actions.userPasswordResetHeld',
  'user.password-link.resend': 'audit.actions.userPasswordLinkResend',
  'user.sessions.revoke': 'audit.actions.userSessionsRevoke',
  'email.change.confirm': 'audit.actions.emailChangeConfirm',
  'email.change.cancel': 'audit.actions.emailChangeCancel',
  'mfaReset.open': 'audit.actions.mfaResetOpen',
  'mfaReset.firstApprove': 'audit.actions.mfaResetFirstApprove',
  'mfaReset.approve': 'audit.actions.mfaResetApprove',
  'mfaReset.reject': 'audit.actions.mfaResetReject',
  'mfaReset.cancel': 'audit.actions.mfaResetCancel',
  'proposal.propose': 'audit.actions.proposalPropose',
  'proposal.approve': 'audit.actions.proposalApprove',
  'proposal.reject': 'audit.actions.proposalReject',
  'proposal.withdraw': 'audit.actions.proposalWithdraw',
  'statement.import': 'audit.actions.statementImport',
  'credit.confirm': 'audit.actions.creditConfirm',
  'host.resetMfa': 'audit.actions.hostResetMfa',
  'host.unlock': 'audit.actions.hostUnlock',
  'host.revokeSessions': 'audit.actions.hostRevokeSessions',
  'host.resetPasswordLink': 'audit.actions.hostResetPasswordLink',
  'account.export': 'audit.actions.accountExport',
  'account.closure.request': 'audit.actions.accountClosureRequest',
  'account.closure.complete': 'audit.actions.accountClosureComplete',
  'account.closure.refuse': 'audit.actions.accountClosureRefuse',
  'account.delete': 'audit.actions.accountDelete',
  'audit.export': 'audit.actions.auditExport',
  'audit.seal': 'audit.actions.auditSeal',
  'joining.money.mismatch': 'audit.actions.joiningMoneyMismatch',
  'refund.open': 'audit.actions.refundOpen',
  'refund.done': 'audit.actions.refundDone',
  'screening.hit': 'audit.actions.screeningHit',
  'screening.caseOpened': 'audit.actions.screeningCaseOpened',
  'risk.rate': 'audit.actions.riskRate',
  'risk.review': 'audit.actions.riskReview',
  'riskCountry.set': 'audit.actions.riskCountrySet',
  'riskCountry.delete': 'audit.actions.riskCountryDelete',
  'edd.submit': 'audit.actions.eddSubmit',
  'edd.propose': 'audit.actions.eddPropose',
  'edd.approve': 'audit.actions.eddApprove',
  'edd.return': 'audit.actions.eddReturn',
  'screening.propose': 'audit.actions.screeningPropose',
  'screening.approve': 'audit.actions.screeningApprove',
  'screening.reject': 'audit.actions.screeningReject',
  'screening.freeze': 'audit.actions.screeningFreeze',
  'screening.report.download': 'audit.actions.screeningReportDownload',
  'watchlist.import': 'audit.actions.watchlistImport',
  'watchlist.edit': 'audit.actions.watchlistEdit',
};

const DETAIL_KEY: Record<string, TextKey<'admin'>> = {
  username: 'audit.detailKeys.username',
  email: 'audit.detailKeys.email',
  role: 'audit.detailKeys.role',
  level: 'audit.detailKeys.level',
  reason: 'audit.detailKeys.reason',
  companyName: 'audit.detailKeys.companyName',
  nationality: 'audit.detailKeys.nationality',
  language: 'audit.detailKeys.language',
  campaignId: 'audit.detailKeys.campaignId',
  recipients: 'audit.detailKeys.recipients',
  audience: 'audit.detailKeys.audience',
  kind: 'audit.detailKeys.kind',
  subject: 'audit.detailKeys.subject',
  delivery: 'audit.detailKeys.delivery',
  titleEN: 'audit.detailKeys.titleEN',
  titleTH: 'audit.detailKeys.titleTH',
  changed: 'audit.detailKeys.changed',
  secondFactor: 'audit.detailKeys.secondFactor',
  sessions: 'audit.detailKeys.sessions',
  confirmed: 'audit.detailKeys.confirmed',
  operator: 'audit.detailKeys.operator',
  resetId: 'audit.detailKeys.resetId',
  recoveryCodes: 'audit.detailKeys.recoveryCodes',
  rows: 'audit.detailKeys.rows',
  disabledReason: 'audit.detailKeys.disabledReason',
  item: 'audit.detailKeys.item',
  decision: 'audit.detailKeys.decision',
  field: 'audit.detailKeys.field',
  owner: 'audit.detailKeys.owner',
  offeringId: 'audit.detailKeys.offeringId',
  joiningId: 'audit.detailKeys.joiningId',
  proposalId: 'audit.detailKeys.proposalId',
  proposedBy: 'audit.detailKeys.proposedBy',
  grant: 'audit.detailKeys.grant',
  secondParty: 'audit.detailKeys.secondParty',
  amount: 'audit.detailKeys.amount',
  bankReference: 'audit.detailKeys.bankReference',
  evidence: 'audit.detailKeys.evidence',
  amountSeen: 'audit.detailKeys.amountSeen',
  slipFileId: 'audit.detailKeys.slipFileId',
  creditId: 'audit.detailKeys.creditId',
  note: 'audit.detailKeys.note',
  tokenName: 'audit.detailKeys.tokenName',
  ticker: 'audit.detailKeys.ticker',
  title: 'audit.detailKeys.title',
  documentId: 'audit.detailKeys.documentId',
  fileId: 'audit.detailKeys.fileId',
  fileName: 'audit.detailKeys.fileName',
  image: 'audit.detailKeys.image',
  poster: 'audit.detailKeys.poster',
  passMark: 'audit.detailKeys.passMark',
  passMarkBefore: 'audit.detailKeys.passMarkBefore',
  questionsBefore: 'audit.detailKeys.questionsBefore',
  questionsAfter: 'audit.detailKeys.questionsAfter',
};

/** Detail keys whose value is a record's number: shown as '#12'. */
const ID_KEYS: ReadonlySet<string> = new Set([
  'owner',
  'offeringId',
  'joiningId',
  'proposalId',
  'proposedBy',
  'campaignId',
  'resetId',
  'documentId',
  'creditId',
]);

const PROPOSAL_KIND_KEY: Record<ProposalKind, TextKey<'admin'>> = {
  'joining.status': 'audit.proposalKinds.joiningStatus',
  'offering.fundingFail': 'audit.proposalKinds.fundingFail',
  'offering.paymentTerms': 'audit.proposalKinds.paymentTerms',
  'refund.open': 'audit.proposalKinds.refundOpen',
  'refund.complete': 'audit.proposalKinds.refundComplete',
};

/** A staff proposal's kind, as the staffProposal.* rows record it under `grant`. */
const STAFF_GRANT_KEY: Record<StaffProposalKind, TextKey<'admin'>> = {
  create: 'audit.staffGrants.create',
  role: 'audit.staffGrants.role',
  enable: 'audit.staffGrants.enable',
};

/** Names the audit log records as codes (statuses, items, decisions, file fields), in the reader's language. */
export type AuditLabels = {
  level: (level: UserLevel) => string;
  /** The label of a recorded value under `key`, or undefined when it is no code the catalogues name. */
  code: (key: string, value: string) => string | undefined;
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export function useAuditLabels(): AuditLabels {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('admin-screening');
  const { t: to } = useTranslation('admin-offerings');
  const level = useLevelLabel();
  const status = useJoiningStatusLabel();
  return {
    level,
    code: (key, value) => {
      if (isOneOf<JoiningStatus>(JOINING_STATUSES, value)) return status(value);
      if (key === 'item' && isOneOf<VerificationItem>(VERIFICATION_ITEMS, value)) return ts(`items.${value}`);
      if (key === 'decision' && Object.hasOwn(SCREENING_DECISIONS, value))
        return ts(`decisions.${value as keyof typeof SCREENING_DECISIONS}`);
      if (key === 'field' && Object.hasOwn(FILE_KEY, value)) return ts(FILE_KEY[value] as TextKey<'admin-screening'>);
      if (key === 'kind' && isOneOf<ProposalKind>(PROPOSAL_KINDS, value)) return t(PROPOSAL_KIND_KEY[value]);
      if (key === 'grant' && isOneOf<StaffProposalKind>(STAFF_PROPOSAL_KINDS, value)) return t(STAFF_GRANT_KEY[value]);
      if (key === 'secondParty' && value === 'host') return t('audit.secondPartyHost');
      if (key === 'kind' && isOneOf<OfferingDocumentKind>(OFFERING_DOCUMENT_KINDS, value)) return to(DOCUMENT_KIND_KEY[value]);
      if (key === 'language' && isOneOf<Language>(LANGUAGES, value)) return to(DOCUMENT_LANGUAGE_KEY[value]);
      return undefined;
    },
  };
}

/** A staff account's state, as staff.disable and staff.enable record it (from, to). */
const STATE_KEY: Record<string, TextKey<'admin'>> = { enabled: 'audit.states.enabled', disabled: 'audit.states.disabled' };

// The level change is read as 'old -> new: reason'; these are the names such a change may carry.
const FROM_KEYS = ['from', 'previousLevel', 'oldLevel', 'before'];
const TO_KEYS = ['to', 'newLevel', 'after', 'level'];

const isLevel = (value: unknown): value is UserLevel => USER_LEVELS.includes(value as UserLevel);

/** A message audience ({kind, userId} or {kind, levels, offeringId, joiningStatuses}) in short: '#12' or 'Retail Investor · #3 · Payment confirmed'. */
function audienceText(value: Record<string, unknown>, labels: AuditLabels): string | null {
  if (value.kind === 'user' && value.userId !== undefined) return `#${String(value.userId)}`;
  if (value.kind !== 'group' || !Array.isArray(value.levels)) return null;
  const levels = value.levels.map((level) => (isLevel(level) ? labels.level(level) : String(level))).join(', ');
  const statuses = Array.isArray(value.joiningStatuses)
    ? value.joiningStatuses.map((status) => labels.code('status', String(status)) ?? String(status)).join(', ')
    : '';
  return [levels, value.offeringId ? `#${String(value.offeringId)}` : '', statuses].filter(Boolean).join(' · ');
}

function valueText(value: unknown, t: TFunction<'admin'>, labels: AuditLabels, key = ''): string {
  const levelLabel = labels.level;
  if (isLevel(value)) return levelLabel(value);
  if (typeof value === 'string') {
    const label = labels.code(key, value);
    if (label !== undefined) return label;
  }
  if (ID_KEYS.has(key) && (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)))) return `#${value}`;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((v) => labels.code(key, v) ?? v).join(', ');
  if (value && typeof value === 'object' && 'kind' in value) {
    const audience = audienceText(value as Record<string, unknown>, labels);
    if (audience) return audience;
  }
  // A record inside the detail (a proposal's evidence, a stored picture): its fields, named, not its JSON.
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '');
    if (fields.length > 0 && fields.every(([, v]) => typeof v !== 'object'))
      return fields.map(([k, v]) => `${DETAIL_KEY[k] ? t(DETAIL_KEY[k]) : k}: ${valueText(v, t, labels, k)}`).join(', ');
  }
  if (isStaffRole(value)) return t(ROLE_KEY[value]);
  if (typeof value === 'string' && Object.hasOwn(STATE_KEY, value)) return t(STATE_KEY[value] as TextKey<'admin'>);
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An entry's detail as one readable line, e.g. 'Viewer → Investor (professional): documents checked'. */
export function describeDetail(entry: AuditEntry, t: TFunction<'admin'>, labels: AuditLabels): string {
  const rest: Record<string, unknown> = { ...entry.detail };
  const take = (keys: string[]) => {
    const key = keys.find((k) => rest[k] !== undefined && rest[k] !== null && rest[k] !== '');
    if (!key) return undefined;
    const value = rest[key];
    delete rest[key];
    return value;
  };
  const parts: string[] = [];
  const from = take(FROM_KEYS);
  if (from !== undefined) {
    const to = take(TO_KEYS);
    const reason = take(['reason']);
    const change = `${valueText(from, t, labels)} → ${valueText(to, t, labels)}`;
    parts.push(reason === undefined ? change : `${change}: ${valueText(reason, t, labels)}`);
  }
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === '') continue;
    // The target column already names the user.
    if (key === 'username' && entry.targetType === 'user') continue;
    const labelKey = DETAIL_KEY[key];
    const label = labelKey ? t(labelKey) : key;
    parts.push(`${label}: ${valueText(value, t, labels, key)}`);
  }
  return parts.join(' · ');
}
