import type { Me } from '@ico/domain/account';
import type { VerificationItem } from '@ico/domain/statuses';
import { verificationItemsFor, verificationStatusOf } from '@ico/domain/verification';
import { Paper, Table, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { LevelBadge, VerificationBadge } from '../../components/status-badge';

type Props = {
  user: Me;
  title: string;
  levelLabel: string;
  itemLabel: (item: VerificationItem) => string;
  levelSize?: 'md' | 'lg';
  /** Shown under the table (a link, a note). */
  children?: ReactNode;
};

/** How far an investor is: the level and each verification item's status (the company file for corporate investors only). */
export function VerificationSummary({ user, title, levelLabel, itemLabel, levelSize = 'lg', children }: Props) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" mb="sm" id={titleId}>
        {title}
      </Title>
      <Table verticalSpacing={6} fz="sm" aria-labelledby={titleId}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500} c="dimmed">
              {levelLabel}
            </Table.Th>
            <Table.Td ta="right">
              <LevelBadge level={user.userLevel} size={levelSize} />
            </Table.Td>
          </Table.Tr>
          {verificationItemsFor(user.individual).map((item) => (
            <Table.Tr key={item}>
              <Table.Th scope="row" fw={500} c="dimmed">
                {itemLabel(item)}
              </Table.Th>
              <Table.Td ta="right">
                <VerificationBadge status={verificationStatusOf(user, item)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
    </Paper>
  );
}
