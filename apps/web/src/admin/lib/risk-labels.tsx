import type { EddStatus } from '@ico/domain/edd';
import { OCCUPATION_OPTIONS } from '@ico/domain/options';
import type { RiskLevel, RiskReason, RiskRule } from '@ico/domain/risk-rating';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';
import { countryName, optionLabel } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** Filled badges in the shades of the status badges (components/status-badge.tsx), whose contrast passes AA. */
const LEVEL_COLOR: Record<RiskLevel, { color: string; c: string }> = {
  low: { color: '#237a3b', c: 'white' },
  medium: { color: 'yellow.4', c: 'dark.9' },
  high: { color: 'red.9', c: 'white' },
};
const LEVEL_KEY: Record<RiskLevel, TextKey<'admin-risk'>> = { low: 'levels.low', medium: 'levels.medium', high: 'levels.high' };
const RULE_KEY: Record<RiskRule, TextKey<'admin-risk'>> = {
  pep: 'rules.pep',
  pepRelativeOrAssociate: 'rules.pepRelativeOrAssociate',
  occupation: 'rules.occupation',
  countryCallForAction: 'rules.countryCallForAction',
  countryIncreasedMonitoring: 'rules.countryIncreasedMonitoring',
  reservedBeyondMeans: 'rules.reservedBeyondMeans',
  reservedLargeShareOfMeans: 'rules.reservedLargeShareOfMeans',
  corporate: 'rules.corporate',
  openScreeningCase: 'rules.openScreeningCase',
  confirmedMatch: 'rules.confirmedMatch',
};

/** A risk level as a coloured badge; a rating not made yet says so. */
export function RiskBadge({ level }: { level: RiskLevel | null }) {
  const { t } = useTranslation('admin-risk');
  if (!level)
    return (
      <Badge color="gray" variant="light">
        {t('levels.none')}
      </Badge>
    );
  return (
    <Badge color={LEVEL_COLOR[level].color} c={LEVEL_COLOR[level].c}>
      {t(LEVEL_KEY[level])}
    </Badge>
  );
}

/** One reason of a rating in the reader's language, with the fact it read (an occupation or a country by name). */
export function useRiskReasonText(): (reason: RiskReason) => string {
  const { t } = useTranslation('admin-risk');
  const language = useLanguage();
  return (reason) => {
    const raw = reason.detail ?? '';
    const detail =
      reason.rule === 'occupation'
        ? optionLabel(OCCUPATION_OPTIONS, raw, language)
        : reason.rule.startsWith('country')
          ? `${countryName(raw, language)} (${raw})`
          : reason.rule.startsWith('reserved')
            ? Number(raw).toLocaleString('en-US')
            : raw;
    return t(RULE_KEY[reason.rule], { detail });
  };
}

const EDD_STATUS_KEY: Record<EddStatus, TextKey<'admin-risk'>> = {
  SUBMITTED: 'eddStatus.SUBMITTED',
  PROPOSED: 'eddStatus.PROPOSED',
  APPROVED: 'eddStatus.APPROVED',
  RETURNED: 'eddStatus.RETURNED',
};
const EDD_STATUS_COLOR: Record<EddStatus, { color: string; c: string }> = {
  SUBMITTED: { color: 'blue.9', c: 'white' },
  PROPOSED: { color: 'grape.9', c: 'white' },
  APPROVED: { color: '#237a3b', c: 'white' },
  RETURNED: { color: 'yellow.4', c: 'dark.9' },
};

/** Where a declaration stands, as a badge. */
export function EddStatusBadge({ status }: { status: EddStatus }) {
  const { t } = useTranslation('admin-risk');
  return (
    <Badge color={EDD_STATUS_COLOR[status].color} c={EDD_STATUS_COLOR[status].c}>
      {t(EDD_STATUS_KEY[status])}
    </Badge>
  );
}

export const useEddStatusText = (): ((status: EddStatus) => string) => {
  const { t } = useTranslation('admin-risk');
  return (status) => t(EDD_STATUS_KEY[status]);
};
