import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BilingualMessage,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  type MessageAudience,
  type MessageCompose,
  messageAudienceSchema,
  messageComposeSchema,
} from '@ico/domain/communication';
import { JOINING_STATUSES, type JoiningStatus, USER_LEVELS, type UserLevel } from '@ico/domain/statuses';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconSend, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LevelBadge, useJoiningStatusLabel, useLevelLabel } from '../../../components/status-badge';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { userQuery, useUser } from '../../api/get-user';
import { usersQuery } from '../../api/get-users';
import { AdminPage } from '../../components/admin-page';
import { RequirePermission } from '../../components/require-permission';
import { previewAudience, useAudiencePreview, useSendMessage } from './api/messages';
import { useGroupText, useOfferingNames } from './audience';

/** The form's audience: both kinds' fields side by side, so switching kind keeps what was chosen. */
type AudienceDraft = {
  kind: 'user' | 'group';
  userId: string;
  levels: UserLevel[];
  offeringId: string | null;
  joiningStatuses: JoiningStatus[];
};
type ComposeDraft = { audience: AudienceDraft; text: BilingualMessage };
type ComposeForm = UseFormReturn<ComposeDraft, unknown, MessageCompose>;

// The schema reads the kind and drops the other kind's fields, so it parses the draft as it is.
const resolver = zodResolver(messageComposeSchema) as unknown as Resolver<ComposeDraft, unknown, MessageCompose>;

const FIELDS = [
  'audience.userId',
  'audience.levels',
  'audience.offeringId',
  'audience.joiningStatuses',
  'text.titleEN',
  'text.bodyEN',
  'text.titleTH',
  'text.bodyTH',
] as const;

const toAudience = (draft: AudienceDraft): MessageAudience | null => {
  const parsed = messageAudienceSchema.safeParse(draft);
  return parsed.success ? parsed.data : null;
};

function BackToMessages() {
  const { t } = useTranslation('admin-communication');
  return (
    <Anchor component={Link} to="/admin/messages" size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden="true" />
        {t('compose.back')}
      </Group>
    </Anchor>
  );
}

/** The chosen investor: who they are and the language they read. */
function InvestorCard({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-communication');
  const user = useUser(userId);
  if (user.isPending) return <Loader role="progressbar" size="sm" aria-label={t('loading')} />;
  if (user.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {user.error instanceof ApiError && user.error.status === 404 ? t('compose.userMissing') : errorText(user.error)}
      </Text>
    );
  const { username, firstNameEN, lastNameEN, email, userLevel, language, role } = user.data.user;
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={`/admin/users/${userId}`} fw={600}>
            {username}
          </Anchor>
          <Text size="sm">{`${firstNameEN} ${lastNameEN}`.trim()}</Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {email}
          </Text>
          <Text size="xs" c="dimmed">
            {t('compose.readsIn', { language: t(language === 'th' ? 'languages.th' : 'languages.en') })}
          </Text>
        </Stack>
        <LevelBadge level={userLevel} size="sm" />
      </Group>
      {role !== null && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {t('compose.staffNoMessages')}
        </Text>
      )}
    </Paper>
  );
}

/** Finds an investor by username, e-mail or name (the users search), staff left out. */
function InvestorPicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation('admin-communication');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({ ...usersQuery({ q, level: null, page: 1 }), enabled: q.length >= 2 });
  const selected = useQuery({ ...userQuery(value), enabled: value !== '' });
  const options = (found.data?.results ?? []).filter((u) => u.role === null).map((u) => ({ value: String(u.id), label: u.username }));
  if (selected.data && !options.some((o) => o.value === value)) options.unshift({ value, label: selected.data.user.username });
  return (
    <Select
      label={t('compose.investor')}
      description={t('compose.investorHelp')}
      placeholder={t('compose.investorPlaceholder')}
      searchable
      clearable
      data={options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={q.length >= 2 && !found.isFetching ? t('compose.noInvestor') : t('compose.typeToSearch')}
      rightSection={found.isFetching ? <Loader role="progressbar" size={14} aria-label={t('loading')} /> : undefined}
      error={error}
      withAsterisk
      maw={480}
    />
  );
}

const counter = (length: number, max: number) => `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`;

/** One language's title and text, with counters. */
function LanguageFields({ form, lang }: { form: ComposeForm; lang: 'EN' | 'TH' }) {
  const { t } = useTranslation('admin-communication');
  const err = useFieldError('admin-communication');
  const title = `text.title${lang}` as const;
  const body = `text.body${lang}` as const;
  const [titleValue, bodyValue] = useWatch({ control: form.control, name: [title, body] });
  const errors = form.formState.errors.text;
  const id = `compose-${lang.toLowerCase()}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} lang={lang === 'TH' ? 'th' : 'en'}>
      <Stack gap="sm">
        <Title order={2} fz="h5" id={id}>
          {t(lang === 'EN' ? 'compose.english' : 'compose.thai')}
        </Title>
        <TextInput
          {...form.register(title)}
          label={t('compose.messageTitle')}
          description={counter(titleValue?.length ?? 0, MESSAGE_TITLE_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={err(errors?.[`title${lang}`]?.message, MESSAGE_TITLE_MAX)}
          maxLength={MESSAGE_TITLE_MAX}
        />
        <Textarea
          {...form.register(body)}
          label={t('compose.messageText')}
          description={counter(bodyValue?.length ?? 0, MESSAGE_BODY_MAX)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={err(errors?.[`body${lang}`]?.message, MESSAGE_BODY_MAX)}
          maxLength={MESSAGE_BODY_MAX}
          autosize
          minRows={6}
          maxRows={16}
        />
      </Stack>
    </Paper>
  );
}

/** The live count of investors the audience reaches. */
function RecipientCount({ audience }: { audience: MessageAudience | null }) {
  const { t } = useTranslation('admin-communication');
  const preview = useAudiencePreview(audience);
  let text: string;
  if (audience === null) text = t('compose.countIncomplete');
  else if (preview.isError) text = errorText(preview.error);
  else if (preview.data)
    text = t('compose.count', { count: preview.data.recipients, total: preview.data.recipients.toLocaleString('en-US') });
  else text = t('compose.counting');
  return (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      <IconUsers size={18} aria-hidden="true" />
      <Text size="sm" fw={600} c={preview.data?.recipients === 0 && audience ? 'red.8' : undefined}>
        {text}
      </Text>
      {audience !== null && preview.isFetching && <Loader role="progressbar" size={14} aria-label={t('compose.counting')} />}
    </Group>
  );
}

function AudienceFields({ form }: { form: ComposeForm }) {
  const { t } = useTranslation('admin-communication');
  const err = useFieldError('admin-communication');
  const levelLabel = useLevelLabel();
  const statusLabel = useJoiningStatusLabel();
  const offerings = useOfferingNames();
  const draft = useWatch({ control: form.control, name: 'audience' });
  const [key] = useDebouncedValue(JSON.stringify(draft), 400);
  const audience = useMemo(() => toAudience(JSON.parse(key) as AudienceDraft), [key]);
  const errors = form.formState.errors.audience;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="compose-audience">
      <Stack gap="md">
        <Title order={2} fz="h5" id="compose-audience">
          {t('compose.audience')}
        </Title>
        <Controller
          control={form.control}
          name="audience.kind"
          render={({ field }) => (
            <Radio.Group label={t('compose.sendTo')} value={field.value} onChange={(value) => field.onChange(value)}>
              <Group gap="lg" mt={6}>
                <Radio value="user" label={t('compose.kindUser')} />
                <Radio value="group" label={t('compose.kindGroup')} />
              </Group>
            </Radio.Group>
          )}
        />
        {draft.kind === 'user' ? (
          <Stack gap="sm">
            <Controller
              control={form.control}
              name="audience.userId"
              render={({ field }) => (
                <InvestorPicker value={field.value} onChange={field.onChange} error={err(errors?.userId?.message ?? undefined)} />
              )}
            />
            {draft.userId !== '' && <InvestorCard userId={draft.userId} />}
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Controller
              control={form.control}
              name="audience.levels"
              render={({ field }) => (
                <MultiSelect
                  label={t('compose.levels')}
                  description={t('compose.levelsHelp')}
                  placeholder={field.value.length === 0 ? t('compose.levelsPlaceholder') : undefined}
                  data={USER_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value as UserLevel[])}
                  error={err(errors?.levels?.message)}
                  withAsterisk
                  clearable
                />
              )}
            />
            <Controller
              control={form.control}
              name="audience.offeringId"
              render={({ field }) => (
                <Select
                  label={t('compose.offering')}
                  description={offerings.available ? t('compose.offeringHelp') : t('compose.offeringUnavailable')}
                  placeholder={t('compose.anyOffering')}
                  data={[...offerings.names].map(([id, name]) => ({ value: String(id), label: name }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  disabled={!offerings.available}
                  rightSection={offerings.isPending ? <Loader role="progressbar" size={14} aria-label={t('loading')} /> : undefined}
                  error={err(errors?.offeringId?.message)}
                  searchable
                  clearable
                />
              )}
            />
            <Controller
              control={form.control}
              name="audience.joiningStatuses"
              render={({ field }) => (
                <MultiSelect
                  label={t('compose.statuses')}
                  description={t('compose.statusesHelp')}
                  placeholder={field.value.length === 0 ? t('compose.anyStatus') : undefined}
                  data={JOINING_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value as JoiningStatus[])}
                  error={err(errors?.joiningStatuses?.message)}
                  maxDropdownHeight={320}
                  clearable
                />
              )}
            />
          </SimpleGrid>
        )}
        <RecipientCount audience={audience} />
      </Stack>
    </Paper>
  );
}

type Pending = { input: MessageCompose; recipients: number };

function ConfirmDialog({
  pending,
  sending,
  onCancel,
  onSend,
}: {
  pending: Pending;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('admin-communication');
  const groupText = useGroupText();
  const { audience, text } = pending.input;
  const languages = [text.titleEN && t('languages.en'), text.titleTH && t('languages.th')].filter(Boolean).join(t('compose.and'));
  return (
    <Modal
      opened
      onClose={onCancel}
      title={
        <Text fw={700}>{t('compose.confirmTitle', { count: pending.recipients, total: pending.recipients.toLocaleString('en-US') })}</Text>
      }
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm">
          {audience.kind === 'group' ? t('compose.confirmGroup', { audience: groupText(audience) }) : t('compose.confirmUser')}
        </Text>
        <Text size="sm">{t('compose.confirmLanguages', { languages })}</Text>
        <Text size="sm" c="dimmed">
          {t('compose.confirmMail')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('compose.cancel')}
          </Button>
          <Button leftSection={<IconSend size={16} aria-hidden="true" />} loading={sending} onClick={onSend}>
            {t('compose.confirmSend')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Compose() {
  const { t } = useTranslation('admin-communication');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetUser = /^\d+$/.test(params.get('userId') ?? '') ? (params.get('userId') as string) : '';
  const send = useSendMessage();
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const form = useForm<ComposeDraft, unknown, MessageCompose>({
    resolver,
    defaultValues: {
      audience: { kind: presetUser ? 'user' : 'group', userId: presetUser, levels: [], offeringId: null, joiningStatuses: [] },
      text: { titleEN: '', bodyEN: '', titleTH: '', bodyTH: '' },
    },
  });

  const showError = (error: unknown) => {
    if (!applyServerErrors(error, form.setError, FIELDS, { USER_NOT_EXIST: 'audience.userId' })) setProblem(error);
  };

  // A fresh count at the moment of sending, so the dialog names the number that will receive it.
  const onSubmit = form.handleSubmit(async (input) => {
    setProblem(null);
    setChecking(true);
    try {
      const { recipients } = await previewAudience(input.audience);
      if (recipients === 0) setProblem(new ApiError(400, 'NO_RECIPIENTS'));
      else setPending({ input, recipients });
    } catch (error) {
      showError(error);
    } finally {
      setChecking(false);
    }
  });

  const confirm = () => {
    if (!pending) return;
    send.mutate(pending.input, {
      onSuccess: (campaign) => navigate('/admin/messages', { state: { sent: campaign.recipients } }),
      onError: (error) => {
        setPending(null);
        showError(error);
      },
    });
  };

  return (
    <AdminPage
      title={t('compose.title')}
      description={
        <Stack gap={4}>
          <BackToMessages />
          <Text c="dimmed" size="sm" maw={760}>
            {t('compose.lead')}
          </Text>
        </Stack>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <AudienceFields form={form} />
          <Text size="sm" c="dimmed">
            {t('compose.languagesHelp')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <LanguageFields form={form} lang="EN" />
            <LanguageFields form={form} lang="TH" />
          </SimpleGrid>
          {problem !== null && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('compose.failed')} role="alert">
              {errorText(problem)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/admin/messages" variant="default">
              {t('compose.cancel')}
            </Button>
            <Button type="submit" leftSection={<IconSend size={18} aria-hidden="true" />} loading={checking}>
              {t('compose.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      {pending && <ConfirmDialog pending={pending} sending={send.isPending} onCancel={() => setPending(null)} onSend={confirm} />}
    </AdminPage>
  );
}

/** `/admin/messages/new`: writes a message to one investor or a group, in English and Thai. */
export function ComposeMessagePage() {
  return (
    <RequirePermission permission="messages.send">
      <Compose />
    </RequirePermission>
  );
}
