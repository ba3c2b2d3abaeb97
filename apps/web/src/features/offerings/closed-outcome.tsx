import type { Offering } from '@ico/domain/contracts/offerings';
import { groupThousands } from '@ico/domain/format';
import type { ClosedOutcome } from '@ico/domain/offering-basics';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';

const OUTCOME_KEY: Record<ClosedOutcome, TextKey<'offerings'>> = {
  SOLD_OUT: 'outcome.SOLD_OUT',
  PARTLY_RAISED: 'outcome.PARTLY_RAISED',
  UNPAID_RESERVATIONS: 'outcome.UNPAID_RESERVATIONS',
  NO_RESERVATIONS: 'outcome.NO_RESERVATIONS',
};

type Facts = Pick<Offering, 'closedOutcome' | 'totalAmount' | 'sumReservated' | 'sumPayment'>;

/** What is true of a closed offering (issue 19), from the server's outcome and its sums; nothing before it closes. */
export function ClosedOutcomeText({ offering, size = 'sm' }: { offering: Facts; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('offerings');
  if (!offering.closedOutcome) return null;
  return (
    <Text size={size} fw={600} c="gray.8" data-outcome={offering.closedOutcome}>
      {t(OUTCOME_KEY[offering.closedOutcome], {
        total: groupThousands(offering.totalAmount),
        paid: groupThousands(offering.sumPayment),
        reserved: groupThousands(offering.sumReservated),
      })}
    </Text>
  );
}
