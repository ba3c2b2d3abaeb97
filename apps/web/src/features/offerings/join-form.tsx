import { formatBaht, formatTokens } from '@ico/domain/money';
import { Alert, Anchor, Button, Checkbox, CopyButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy, IconRefresh, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './offerings.module.css';
import { SignOptions } from './sign-options';
import { type JoinFormInput, useJoinForm } from './use-join-form';
import { WaitingNotice } from './waiting-notice';

type Props = JoinFormInput & {
  /** Why reserving is not possible now (not started, ended, fully reserved); the button stays off. */
  closedText?: string;
};

/** The reservation (spec sections 2 and 5, PRODUCT.md section 4): amount, wallet proof and the risk tick (logic: use-join-form.ts). */
export function JoinForm({ offering, progress, me, closedText }: Props) {
  const { t } = useTranslation('offerings');
  const join = useJoinForm({ offering, progress, me });
  const { form, fieldError, tokens, cap, overRetailCap, message, renewMessage, signatureField, pasted, failure, mfaMissing } = join;

  const amountDescription = (
    <Stack gap={2} component="span">
      <span>
        {t('form.minimum', { amount: formatBaht(offering.minimumAmount) })} ·{' '}
        {t('form.available', { amount: formatBaht(progress.availableAmount) })}
      </span>
      {cap !== undefined && <span>{t('form.retailCap', { amount: formatBaht(cap) })}</span>}
    </Stack>
  );

  return (
    <form noValidate onSubmit={join.onSubmit} aria-labelledby="join-form-title">
      <Stack gap="md">
        <Text fw={700} c="brand.9" id="join-form-title">
          {t('form.title')}
        </Text>
        {mfaMissing && (
          <Alert color="gold" variant="light" icon={<IconShieldLock size={20} aria-hidden />} title={t('form.mfaTitle')}>
            <Text size="sm" lh={1.6}>
              {t('form.mfaText')}{' '}
              <Anchor component={Link} to="/2-factor" size="sm" fw={600}>
                {t('form.mfaLink')}
              </Anchor>
            </Text>
          </Alert>
        )}

        <div>
          <TextInput
            {...form.register('amount')}
            label={t('form.amount')}
            inputMode="numeric"
            autoComplete="off"
            required
            withAsterisk
            rightSection={
              <Text size="sm" c="dimmed" pr="xs">
                {t('form.baht')}
              </Text>
            }
            rightSectionWidth={56}
            description={amountDescription}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={fieldError('amount')}
          />
          <Text size="sm" mt={6} aria-live="polite">
            {t('form.tokens')}{' '}
            <Text span fw={700} className={classes.mono}>
              {tokens ? `${formatTokens(tokens)} ${offering.token.ticker}` : '–'}
            </Text>
          </Text>
          {overRetailCap && (
            <Alert color="brand" variant="light" mt="xs" p="sm">
              <Text size="sm" lh={1.6}>
                {t('form.overCap')}{' '}
                <Anchor component={Link} to="/inquiry/5/" size="sm" fw={600}>
                  {t('form.overCapLink')}
                </Anchor>
              </Text>
            </Alert>
          )}
        </div>

        <TextInput
          {...form.register('address')}
          label={t('form.address')}
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          required
          withAsterisk
          classNames={{ input: classes.mono }}
          description={t('form.addressHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={fieldError('address')}
        />

        <Stack gap={6}>
          <TextInput
            {...form.register('message')}
            label={t('form.message')}
            readOnly
            classNames={{ input: classes.mono }}
            description={t('form.messageHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={fieldError('message')}
          />
          <Group gap="xs">
            <CopyButton value={message}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                >
                  {copied ? t('form.copied') : t('form.copyMessage')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="default" onClick={renewMessage} leftSection={<IconRefresh size={14} aria-hidden />}>
              {t('form.newWords')}
            </Button>
          </Group>
        </Stack>

        <SignOptions
          browserWallet={join.hasBrowserWallet}
          walletConnectId={join.walletConnectId}
          state={join.signState}
          onSign={(via) => void join.sign(via)}
          pageUrl={join.pageUrl}
          message={message}
        />

        <Textarea
          {...signatureField}
          label={t('form.signature')}
          placeholder="0x…"
          autosize
          minRows={2}
          maxRows={5}
          spellCheck={false}
          required
          withAsterisk
          classNames={{ input: classes.mono }}
          description={pasted ? t('form.pastedJson') : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={fieldError('signature')}
        />
        <TextInput
          {...form.register('version')}
          label={t('form.version')}
          autoComplete="off"
          spellCheck={false}
          required
          withAsterisk
          description={t('form.versionHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={fieldError('version')}
        />

        <Checkbox
          {...form.register('riskAgreement')}
          label={t('form.risk')}
          required
          error={fieldError('riskAgreement')}
          styles={{ label: { lineHeight: 1.5 } }}
        />

        <Text size="xs" c="dimmed" lh={1.5}>
          {t('form.once')}
        </Text>
        {join.pending && <WaitingNotice line={join.line} />}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={t('form.failed')} icon={<IconAlertCircle size={20} aria-hidden />}>
            <Text size="sm">
              {failure.text}
              {failure.renewLink && (
                <>
                  {' '}
                  <Anchor component={Link} to={failure.renewLink} size="sm" fw={600}>
                    {t('form.renewSuitability')}
                  </Anchor>
                </>
              )}
            </Text>
          </Alert>
        )}
        {closedText && (
          <Text size="sm" fw={600} c="red.9">
            {closedText}
          </Text>
        )}
        <Button type="submit" size="md" loading={join.pending} disabled={mfaMissing || closedText !== undefined}>
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
