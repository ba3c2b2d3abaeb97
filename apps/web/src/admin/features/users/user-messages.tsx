import { roleCan } from '@ico/domain/staff';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { ListPagination } from '../../components/list-pagination';
import { QueryError } from '../../components/query-error';
import { useStaff } from '../../lib/use-staff';
import { useUserMessages } from './api/get-user-messages';

/** The user page's 'Messages' section: the investor's inbox as they see it, and a way to write to them. */
export function UserMessages({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const staff = useStaff();
  const [page, setPage] = useState(1);
  const messages = useUserMessages(userId, page);
  const canSend = roleCan(staff.role, 'messages.send');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-messages-title">
      <Group justify="space-between" gap="xs" mb="sm">
        <Title order={2} fz="h5" id="user-messages-title">
          {t('userMessages.title')}
          {messages.data && messages.data.count > 0 && (
            <Text span c="dimmed" fz="sm" fw={400} ml={6}>
              {`(${messages.data.count.toLocaleString('en-US')})`}
            </Text>
          )}
        </Title>
        {canSend && (
          <Button
            component={Link}
            to={`/admin/messages/new?userId=${encodeURIComponent(userId)}`}
            size="xs"
            variant="light"
            leftSection={<IconMailPlus size={16} aria-hidden="true" />}
          >
            {t('userMessages.send')}
          </Button>
        )}
      </Group>
      {messages.isError ? (
        <QueryError error={messages.error} onRetry={() => void messages.refetch()} />
      ) : messages.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={14} />
          <Skeleton h={14} />
        </Stack>
      ) : messages.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('userMessages.empty')}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="user-messages-title"
          opacity={messages.isPlaceholderData ? 0.6 : 1}
        >
          {messages.data.results.map((message) => (
            <Stack key={message.id} component="li" gap={2} py="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={message.isRead ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
                  {message.title}
                </Text>
                <Badge
                  size="sm"
                  radius="sm"
                  tt="none"
                  variant={message.isRead ? 'light' : 'filled'}
                  color={message.isRead ? 'gray' : 'brand'}
                  c={message.isRead ? 'dark.6' : undefined}
                  style={{ flexShrink: 0 }}
                >
                  {message.isRead ? t('userMessages.read') : t('userMessages.unread')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {message.read_at
                  ? t('userMessages.sentRead', {
                      sent: formatDateTime(message.created_at, language),
                      read: formatDateTime(message.read_at, language),
                    })
                  : formatDateTime(message.created_at, language)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {messages.data && messages.data.count > 0 && (
        <ListPagination label={t('userMessages.pagination')} page={page} count={messages.data.count} onChange={setPage} />
      )}
    </Paper>
  );
}
