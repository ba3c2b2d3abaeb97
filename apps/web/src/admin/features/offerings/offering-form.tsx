import { THAI_BANKS } from '@ico/domain/banks';
import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { INVESTOR_LEVELS, type UserLevel } from '@ico/domain/statuses';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  NativeSelect,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLevelLabel } from '../../../components/status-badge';
import { errorText, useFieldError } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/use-language';
import { fromBangkokLocal, toBangkokLocal } from './bangkok-time';
import { type OfferingFormValues, pricePerToken, useOfferingForm } from './use-offering-form';

/** Unstyled groups whose legend reads as a small section heading (as on the other back-office forms). */
const FIELDSET = {
  variant: 'unstyled',
  styles: { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 'var(--mantine-spacing-sm)' } },
} as const;

function PricePerToken({ control }: { control: Control<OfferingFormValues> }) {
  const { t } = useTranslation('admin-offerings');
  const [total, tokens] = useWatch({ control, name: ['totalAmount', 'totalAmountToken'] });
  const price = pricePerToken(total, tokens);
  return (
    <Input.Wrapper label={t('form.pricePerToken')} id="price-per-token">
      <Text id="price-per-token" size="sm" fw={price ? 600 : 400} c={price ? undefined : 'dimmed'} mt={6} aria-live="polite">
        {price ? t('form.pricePerTokenValue', { price }) : t('form.pricePerTokenUnknown')}
      </Text>
    </Input.Wrapper>
  );
}

type Props = {
  offering: StaffOffering | null;
  /** Runs after a save; on create it receives the new offering. */
  onSaved: (saved: StaffOffering) => void;
};

/** Every field of `offeringInputSchema`, checked by the same schema the server parses with. */
export function OfferingForm({ offering, onSaved }: Props) {
  const { t } = useTranslation('admin-offerings');
  const err = useFieldError('admin-offerings');
  const levelLabel = useLevelLabel();
  const language = useLanguage();
  const { form, errors, save, saved, onSubmit, hasErrors } = useOfferingForm({ offering, onSaved });

  const dateInput = (name: 'startAt' | 'finishAt', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          type="datetime-local"
          label={label}
          description={t('form.bangkokTime')}
          value={toBangkokLocal(field.value)}
          onChange={(event) => field.onChange(fromBangkokLocal(event.currentTarget.value))}
          onBlur={field.onBlur}
          error={err(errors[name]?.message)}
          withAsterisk
        />
      )}
    />
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <Fieldset legend={t('form.sections.token')} {...FIELDSET}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput {...form.register('tokenName')} label={t('form.tokenName')} error={err(errors.tokenName?.message)} withAsterisk />
              <TextInput
                {...form.register('ticker')}
                label={t('form.ticker')}
                description={t('form.tickerHint')}
                error={err(errors.ticker?.message)}
                withAsterisk
                autoCapitalize="characters"
                spellCheck={false}
                styles={{ input: { textTransform: 'uppercase' } }}
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('form.sections.summary')} {...FIELDSET}>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <Textarea
                {...form.register('summaryEN')}
                label={t('form.summaryEN')}
                autosize
                minRows={4}
                maxRows={12}
                error={err(errors.summaryEN?.message)}
                withAsterisk
              />
              <Textarea
                {...form.register('summaryTH')}
                label={t('form.summaryTH')}
                lang="th"
                autosize
                minRows={4}
                maxRows={12}
                error={err(errors.summaryTH?.message)}
                withAsterisk
              />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('form.sections.period')} {...FIELDSET}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('form.periodHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {dateInput('startAt', t('form.startAt'))}
                {dateInput('finishAt', t('form.finishAt'))}
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('form.sections.amounts')} {...FIELDSET}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
              <TextInput
                {...form.register('totalAmount')}
                label={t('form.totalAmount')}
                description={t('form.wholeBaht')}
                inputMode="numeric"
                error={err(errors.totalAmount?.message)}
                withAsterisk
              />
              <TextInput
                {...form.register('totalAmountToken')}
                label={t('form.totalAmountToken')}
                description={t('form.totalAmountTokenHint')}
                inputMode="decimal"
                error={err(errors.totalAmountToken?.message)}
                withAsterisk
              />
              <TextInput
                {...form.register('minimumAmount')}
                label={t('form.minimumAmount')}
                description={t('form.minimumAmountHint')}
                inputMode="numeric"
                error={err(errors.minimumAmount?.message)}
                withAsterisk
              />
              <PricePerToken control={form.control} />
            </SimpleGrid>
          </Fieldset>

          <Fieldset legend={t('form.sections.levels')} {...FIELDSET}>
            <Controller
              control={form.control}
              name="allowedLevels"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('form.allowedLevels')}
                  description={t('form.allowedLevelsHint')}
                  value={field.value as string[]}
                  onChange={(value) => field.onChange(INVESTOR_LEVELS.filter((level) => value.includes(level)))}
                  error={err(errors.allowedLevels?.message)}
                  withAsterisk
                >
                  <Group gap="lg" mt="xs">
                    {INVESTOR_LEVELS.map((level, i) => (
                      <Checkbox key={level} value={level} label={levelLabel(level as UserLevel)} ref={i === 0 ? field.ref : undefined} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          </Fieldset>

          <Fieldset legend={t('form.sections.issuer')} {...FIELDSET}>
            <Stack gap="md">
              <Text size="sm" c="dimmed" mt={-8}>
                {t('form.issuerLead')}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <TextInput {...form.register('issuerNameEN')} label={t('form.issuerNameEN')} error={err(errors.issuerNameEN?.message)} />
                <TextInput
                  {...form.register('issuerNameTH')}
                  label={t('form.issuerNameTH')}
                  lang="th"
                  error={err(errors.issuerNameTH?.message)}
                />
                <TextInput
                  {...form.register('issuerRegistrationNumber')}
                  label={t('form.issuerRegistrationNumber')}
                  description={t('form.issuerRegistrationNumberHint')}
                  error={err(errors.issuerRegistrationNumber?.message)}
                />
                <TextInput
                  {...form.register('issuerWebsite')}
                  type="url"
                  inputMode="url"
                  label={t('form.issuerWebsite')}
                  description={t('form.issuerWebsiteHint')}
                  placeholder="https://"
                  error={err(errors.issuerWebsite?.message)}
                />
                <Textarea
                  {...form.register('issuerAddressEN')}
                  label={t('form.issuerAddressEN')}
                  autosize
                  minRows={2}
                  error={err(errors.issuerAddressEN?.message)}
                />
                <Textarea
                  {...form.register('issuerAddressTH')}
                  label={t('form.issuerAddressTH')}
                  lang="th"
                  autosize
                  minRows={2}
                  error={err(errors.issuerAddressTH?.message)}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('form.sections.payment')} {...FIELDSET}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <Textarea
                  {...form.register('paymentInstructionsEN')}
                  label={t('form.paymentInstructionsEN')}
                  description={t('form.paymentInstructionsHint')}
                  autosize
                  minRows={3}
                  error={err(errors.paymentInstructionsEN?.message)}
                  withAsterisk
                />
                <Textarea
                  {...form.register('paymentInstructionsTH')}
                  label={t('form.paymentInstructionsTH')}
                  description={t('form.paymentInstructionsHint')}
                  lang="th"
                  autosize
                  minRows={3}
                  error={err(errors.paymentInstructionsTH?.message)}
                  withAsterisk
                />
              </SimpleGrid>
              <TextInput
                {...form.register('promptPayId')}
                label={t('form.promptPayId')}
                description={t('form.promptPayIdHint')}
                inputMode="numeric"
                maw={420}
                error={err(errors.promptPayId?.message)}
                withAsterisk
              />
              <Text size="sm" c="dimmed">
                {t('form.payeeAccountHint')} {t('form.payeeAccountNumberHint')}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
                <NativeSelect
                  {...form.register('payeeBank')}
                  label={t('form.payeeBank')}
                  data={[
                    { value: '', label: t('form.payeeBankNone') },
                    ...THAI_BANKS.map((bank) => ({ value: bank.code, label: bank.name[language] })),
                  ]}
                  error={err(errors.payeeBank?.message)}
                />
                <TextInput
                  {...form.register('payeeAccountNumber')}
                  label={t('form.payeeAccountNumber')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={err(errors.payeeAccountNumber?.message)}
                />
                <TextInput
                  {...form.register('payeeAccountName')}
                  label={t('form.payeeAccountName')}
                  autoComplete="off"
                  error={err(errors.payeeAccountName?.message)}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('form.sections.confirmation')} {...FIELDSET}>
            <Controller
              control={form.control}
              name="screening"
              render={({ field }) => (
                <Radio.Group
                  name={field.name}
                  label={t('form.confirmation')}
                  value={field.value ? 'screening' : 'automatic'}
                  onChange={(value) => field.onChange(value === 'screening')}
                  error={err(errors.screening?.message)}
                  withAsterisk
                >
                  <Stack gap="sm" mt="xs">
                    <Radio ref={field.ref} value="screening" label={t('form.screening')} description={t('form.screeningHint')} />
                    <Radio value="automatic" label={t('form.automatic')} description={t('form.automaticHint')} />
                  </Stack>
                </Radio.Group>
              )}
            />
          </Fieldset>

          {!offering && (
            <Text size="sm" c="dimmed">
              {t('form.afterCreate')}
            </Text>
          )}
          {hasErrors && !save.isPending && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {t('form.invalid')}
            </Alert>
          )}
          {save.isError && !hasErrors && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('form.failedTitle')} role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          {saved && offering && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('form.savedTitle')} role="status">
              {t('form.savedText')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
              {offering ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
