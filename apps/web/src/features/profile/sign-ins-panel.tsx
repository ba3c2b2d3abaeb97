import { Alert, Button, Center, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useLoginHistory } from '../../lib/use-me';

/** Recent sign-ins (IP address and time), newest first, in a scrolling area. */
export function SignInsPanel({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const history = useLoginHistory();
  const headingId = useId();

  let body: React.ReactNode;
  if (history.isPending) {
    body = (
      <Center py="lg">
        <Loader role="progressbar" size="sm" aria-label={t('signIns.loading')} />
      </Center>
    );
  } else if (history.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('signIns.error')}>
        <Text size="sm">{errorText(history.error)}</Text>
        <Button size="xs" variant="default" mt="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  } else if (history.data.length === 0) {
    body = <Text c="dimmed">{t('signIns.empty')}</Text>;
  } else {
    body = (
      <ScrollArea.Autosize
        mah={360}
        type="auto"
        offsetScrollbars="y"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-labelledby': headingId }}
      >
        <Table striped highlightOnHover verticalSpacing="xs" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('signIns.time')}</Table.Th>
              <Table.Th scope="col">{t('signIns.ipAddress')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.map((item, index) => (
              // The same address and second can repeat; the position keeps rows apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered.
              <Table.Tr key={`${item.created_at}-${index}`}>
                <Table.Td>{formatDateTime(item.created_at, language)}</Table.Td>
                <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {item.ipAddress}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="sm">
      <div>
        <Title order={headingOrder} fz={headingOrder === 2 ? 'h3' : 'md'} id={headingId}>
          {t('signIns.title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('signIns.lead')}
        </Text>
      </div>
      <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        {body}
      </Paper>
    </Stack>
  );
}
