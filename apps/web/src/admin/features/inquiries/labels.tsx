import type { InquiryKind, InquiryStatus } from '@ico/domain/communication';
import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import { INQUIRY_CATEGORY_OPTIONS, MEMBER_INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../i18n/text-key';
import { optionLabel } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { LightBadge } from '../../components/badges';

export const KIND_KEY: Record<InquiryKind, TextKey<'admin-communication'>> = {
  PUBLIC: 'inquiries.kind.PUBLIC',
  MEMBER: 'inquiries.kind.MEMBER',
};
export const STATUS_KEY: Record<InquiryStatus, TextKey<'admin-communication'>> = {
  OPEN: 'inquiries.status.OPEN',
  ANSWERED: 'inquiries.status.ANSWERED',
};

/** The category as the asker chose it: the public form and the member form have their own lists. */
export function useCategoryLabel(): (inquiry: Pick<AdminInquiry, 'kind' | 'category'>) => string {
  const language = useLanguage();
  return (inquiry) =>
    optionLabel(inquiry.kind === 'MEMBER' ? MEMBER_INQUIRY_CATEGORY_OPTIONS : INQUIRY_CATEGORY_OPTIONS, inquiry.category, language);
}

export function InquiryStatusBadge({ status, size = 'sm' }: { status: InquiryStatus; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('admin-communication');
  return (
    <Badge size={size} radius="sm" tt="none" color={status === 'OPEN' ? 'yellow.4' : '#237a3b'} c={status === 'OPEN' ? 'dark.9' : 'white'}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}

export function InquiryKindBadge({ kind }: { kind: InquiryKind }) {
  const { t } = useTranslation('admin-communication');
  return <LightBadge color={kind === 'MEMBER' ? 'grape' : 'blue'}>{t(KIND_KEY[kind])}</LightBadge>;
}
