import { zodResolver } from '@hookform/resolvers/zod';
import { INQUIRY_REPLY_MAX, type InquiryReply, inquiryReplySchema } from '@ico/domain/communication';
import type { AdminInquiry } from '@ico/domain/contracts/inquiries';
import { Alert, Anchor, Button, Grid, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconInbox, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { adminKeys } from '../../api/keys';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useInquiry, useReplyInquiry } from './api/inquiries';
import { InquiryKindBadge, InquiryStatusBadge, useCategoryLabel } from './labels';

const preLine = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function BackToInbox() {
  const { t } = useTranslation('admin-communication');
  return (
    <Anchor component={Link} to="/admin/inquiries" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('inquiry.back')}
      </Group>
    </Anchor>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Who asked and how the reply reaches them. */
function Asker({ inquiry }: { inquiry: AdminInquiry }) {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const category = useCategoryLabel();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="inquiry-asker">
      <Title order={2} fz="h5" mb="sm" id="inquiry-asker">
        {t('inquiry.about')}
      </Title>
      <Stack gap="sm">
        <Fact label={t('inquiry.from')}>
          {inquiry.user ? (
            <Anchor component={Link} to={`/admin/users/${inquiry.user.id}`} size="sm" fw={600}>
              {inquiry.user.username}
            </Anchor>
          ) : (
            t('inquiry.visitor')
          )}
        </Fact>
        <Fact label={t('inquiry.email')}>
          <Anchor href={`mailto:${inquiry.email}`} size="sm">
            {inquiry.email}
          </Anchor>
        </Fact>
        <Fact label={t('inquiry.kindLabel')}>
          <InquiryKindBadge kind={inquiry.kind} />
        </Fact>
        <Fact label={t('inquiry.category')}>{category(inquiry)}</Fact>
        <Fact label={t('inquiry.language')}>{t(inquiry.language === 'th' ? 'languages.th' : 'languages.en')}</Fact>
        <Fact label={t('inquiry.received')}>{formatDateTime(inquiry.created_at, language)}</Fact>
      </Stack>
    </Paper>
  );
}

type Outcome = 'sent' | 'conflict' | null;

function ReplyForm({ inquiry, onOutcome }: { inquiry: AdminInquiry; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation('admin-communication');
  const err = useFieldError('admin-communication');
  const queryClient = useQueryClient();
  const reply = useReplyInquiry(String(inquiry.id));
  const form = useForm<InquiryReply>({ resolver: zodResolver(inquiryReplySchema), defaultValues: { reply: '' } });
  const text = useWatch({ control: form.control, name: 'reply' });
  const languageName = t(inquiry.language === 'th' ? 'languages.th' : 'languages.en');

  const onSubmit = form.handleSubmit((input) =>
    reply.mutate(input, {
      onSuccess: () => onOutcome('sent'),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'STATUS_CONFLICT') {
          // Someone else answered first: show their reply instead of this form.
          onOutcome('conflict');
          reply.reset();
          void queryClient.invalidateQueries({ queryKey: adminKeys.inquiry(String(inquiry.id)) });
        } else if (applyServerErrors(error, form.setError, ['reply'])) reply.reset();
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="inquiry-reply">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h5" id="inquiry-reply">
            {t('inquiry.replyTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {inquiry.user
              ? t('inquiry.howMember', { username: inquiry.user.username, email: inquiry.email, language: languageName })
              : t('inquiry.howVisitor', { email: inquiry.email, language: languageName })}
          </Text>
          <Textarea
            {...form.register('reply')}
            label={t('inquiry.replyLabel')}
            description={`${(text?.length ?? 0).toLocaleString('en-US')} / ${INQUIRY_REPLY_MAX.toLocaleString('en-US')}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={err(form.formState.errors.reply?.message, INQUIRY_REPLY_MAX)}
            maxLength={INQUIRY_REPLY_MAX}
            lang={inquiry.language}
            autosize
            minRows={6}
            maxRows={18}
            withAsterisk
          />
          {reply.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={t('inquiry.failed')}>
              {errorText(reply.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden="true" />} loading={reply.isPending}>
              {t('inquiry.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Answer({ inquiry, outcome }: { inquiry: AdminInquiry; outcome: Outcome }) {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="inquiry-answer" bg="teal.0">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="inquiry-answer">
          {t('inquiry.answerTitle')}
        </Title>
        {outcome === 'sent' && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {inquiry.user ? t('inquiry.sentMember') : t('inquiry.sentVisitor', { email: inquiry.email })}
          </Alert>
        )}
        {outcome === 'conflict' && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={t('inquiry.conflictTitle')}>
            {t('inquiry.conflict')}
          </Alert>
        )}
        <Text size="sm" style={preLine} lang={inquiry.language}>
          {inquiry.reply}
        </Text>
        <Text size="xs" c="dimmed">
          {t('inquiry.answeredBy', {
            name: inquiry.repliedBy?.username ?? t('inquiry.unknownStaff'),
            date: inquiry.replied_at ? formatDateTime(inquiry.replied_at, language) : '—',
          })}
        </Text>
      </Stack>
    </Paper>
  );
}

function InquiryView({ inquiryId }: { inquiryId: string }) {
  const { t } = useTranslation('admin-communication');
  const inquiry = useInquiry(inquiryId);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (inquiry.isPending)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={32} w={280} />
        <Skeleton h={240} />
      </Stack>
    );
  if (inquiry.isError) {
    if (inquiry.error instanceof ApiError && (inquiry.error.status === 404 || inquiry.error.status === 400))
      return (
        <AdminPage title={t('inquiry.notFound')}>
          <Notice icon={<IconInbox size={26} />} title={t('inquiry.notFound')} text={t('inquiry.notFoundText')} action={<BackToInbox />} />
        </AdminPage>
      );
    return (
      <AdminPage title={t('inquiry.title')}>
        <QueryError error={inquiry.error} onRetry={() => void inquiry.refetch()} />
      </AdminPage>
    );
  }

  const data = inquiry.data;
  return (
    <AdminPage
      title={data.subject}
      description={
        <Group gap="xs">
          <BackToInbox />
          <InquiryStatusBadge status={data.status} />
        </Group>
      }
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="inquiry-question">
              <Title order={2} fz="h5" mb="sm" id="inquiry-question">
                {t('inquiry.question')}
              </Title>
              <Text size="sm" style={preLine}>
                {data.description}
              </Text>
            </Paper>
            {data.status === 'OPEN' ? <ReplyForm inquiry={data} onOutcome={setOutcome} /> : <Answer inquiry={data} outcome={outcome} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Asker inquiry={data} />
        </Grid.Col>
      </Grid>
    </AdminPage>
  );
}

/** `/admin/inquiries/:inquiryId`: one inquiry and its reply. */
export function AdminInquiryPage() {
  const { inquiryId = '' } = useParams();
  return (
    <RequirePermission permission="inquiries.answer">
      <InquiryView key={inquiryId} inquiryId={inquiryId} />
    </RequirePermission>
  );
}
