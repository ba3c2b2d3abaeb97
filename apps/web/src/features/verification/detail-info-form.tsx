import { zodResolver } from '@hookform/resolvers/zod';
import { bangkokDate } from '@ico/domain/business-days';
import { DETAIL_INFO_FIELDS, type DetailInfoField, detailInfoSchema, PHONE_FIELDS } from '@ico/domain/kyc-schemas';
import type { Language } from '@ico/domain/language';
import type { Nationality } from '@ico/domain/options';
import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DraftNotice } from '../../components/draft-notice';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/error-summary';
import type { TextKey } from '../../i18n/text-key';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { FIELD_ATTRIBUTE } from '../../lib/form-errors';
import { useErrorFocus } from '../../lib/use-error-focus';
import { useDraft, useDraftWriter } from '../../lib/use-form-draft';
import { useLanguage } from '../../lib/use-language';
import { useSubmitDetailInfo } from './api/submit-detail-info';
import {
  COPY_FROM_ID_CARD,
  type CopyBlock,
  callingCodeOptions,
  type DetailInfoFields,
  displayValue,
  emptyFields,
  type FieldDef,
  PHONE_LABEL,
  type SectionDef,
  sectionsFor,
} from './detail-info-fields';
import { DetailInfoReview } from './detail-info-review';

type Values = Record<string, string>;
type Form = UseFormReturn<DetailInfoFields, unknown, Values>;

/** The latest birthdate that passes the minimum age, for the date picker's upper bound (today in Bangkok, not the device's zone). */
function latestBirthdate(): string {
  const [year, monthDay] = [bangkokDate(new Date()).slice(0, 4), bangkokDate(new Date()).slice(4)];
  return `${Number(year) - 20}${monthDay}`;
}

const COPY_LABEL: Record<CopyBlock, TextKey<'detail-info'>> = { residence: 'copy.residence', house: 'copy.house' };
const WIDE: ReadonlySet<DetailInfoField> = new Set(['thaiIDAddress', 'thaiHMAddress', 'resAddress', 'compAddress']);

function Field({ form, field, mirrored, language }: { form: Form; field: FieldDef; mirrored: boolean; language: Language }) {
  const { t } = useTranslation('detail-info');
  const fieldError = useFieldError();
  const error = fieldError(form.formState.errors[field.name]);
  const label = t(field.label);
  const span = WIDE.has(field.name) ? { gridColumn: '1 / -1' } : undefined;
  const value = useWatch({ control: form.control, name: field.name });
  const { kind } = field;

  if (kind.type === 'fixedCountry' || (mirrored && kind.type === 'select')) {
    return (
      <TextInput
        label={label}
        value={displayValue(field, value, language)}
        readOnly
        variant="filled"
        {...{ [FIELD_ATTRIBUTE]: field.name }}
        description={kind.type === 'fixedCountry' ? t('hints.fixedCountry') : t('hints.mirrored')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={error}
        style={span}
      />
    );
  }
  if (kind.type === 'select') {
    return (
      <NativeSelect
        {...form.register(field.name)}
        label={label}
        withAsterisk
        data={[{ value: '', label: t('hints.choose') }, ...kind.options.map((o) => ({ value: o.value, label: o.label[language] }))]}
        error={error}
        style={span}
      />
    );
  }
  return (
    <TextInput
      {...form.register(field.name)}
      label={label}
      type={kind.type === 'date' ? 'date' : 'text'}
      max={kind.type === 'date' ? latestBirthdate() : undefined}
      min={kind.type === 'date' ? '1900-01-01' : undefined}
      placeholder={kind.type === 'date' ? 'yyyy-mm-dd' : undefined}
      description={kind.type === 'date' ? t('hints.birthdate') : mirrored ? t('hints.mirrored') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autoComplete={kind.type === 'text' ? kind.autoComplete : undefined}
      inputMode={kind.type === 'text' ? kind.inputMode : undefined}
      readOnly={mirrored}
      variant={mirrored ? 'filled' : 'default'}
      withAsterisk={!mirrored}
      error={error}
      style={span}
    />
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="md" fw={600} c="brand.9">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type DetailInfoFormProps = {
  nationality: Nationality;
  /** The draft of the unsent form is the signed-in user's own. */
  userId: number;
  /** The values sent last time, when staff returned the item for changes. */
  previous: DetailInfoFields | null;
  onSaved: () => void;
};

const DRAFT = 'detailInfo';
const NO_COPY: Record<CopyBlock, boolean> = { residence: false, house: false };

/**
 * The detail information (KYC) form of spec section 2, checked by the domain schema of the nationality. A refused
 * submit focuses the first invalid field on the screen and lists the errors at the top; the unsent values survive a
 * reload of the tab (issue 19).
 */
export function DetailInfoForm({ nationality, userId, previous, onSaved }: DetailInfoFormProps) {
  const { t } = useTranslation('detail-info');
  const language = useLanguage();
  const fieldError = useFieldError();
  const sections = useMemo(() => sectionsFor(nationality), [nationality]);
  const resolver = useMemo(
    () => zodResolver(detailInfoSchema(nationality)) as unknown as Resolver<DetailInfoFields, unknown, Values>,
    [nationality],
  );
  const start = useMemo(() => previous ?? emptyFields(nationality), [previous, nationality]);
  const draft = useDraft(DRAFT, userId, DETAIL_INFO_FIELDS);
  const form = useForm<DetailInfoFields, unknown, Values>({
    resolver,
    defaultValues: { ...start, ...draft.restored?.values },
    // The first error in the screen's order, not the registration order (useErrorFocus).
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const errorFocus = useErrorFocus();
  const [copy, setCopy] = useState<Record<CopyBlock, boolean>>(() => ({ ...NO_COPY, ...draft.restored?.extra }));
  useDraftWriter(DRAFT, userId, form.watch, copy);
  const [review, setReview] = useState<Values | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = useSubmitDetailInfo();

  // While a box is ticked its block mirrors the ID-card address, keystroke by keystroke.
  const source = useWatch({ control: form.control, name: ['thaiIDAddress', 'thaiIDCity', 'thaiIDPostalCode', 'thaiIDCountry'] });
  const [idAddress, idCity, idPostalCode, idCountry] = source;
  useEffect(() => {
    const from: Partial<Record<DetailInfoField, string>> = {
      thaiIDAddress: idAddress,
      thaiIDCity: idCity,
      thaiIDPostalCode: idPostalCode,
      thaiIDCountry: idCountry,
    };
    for (const block of Object.keys(COPY_FROM_ID_CARD) as CopyBlock[]) {
      if (!copy[block]) continue;
      for (const [target, sourceField] of Object.entries(COPY_FROM_ID_CARD[block]) as Array<[DetailInfoField, DetailInfoField]>) {
        form.setValue(target, from[sourceField] ?? '', { shouldValidate: isSubmitted, shouldDirty: true });
      }
    }
  }, [copy, idAddress, idCity, idPostalCode, idCountry, form, isSubmitted]);

  const mirroredBy = (name: DetailInfoField): boolean =>
    (Object.keys(COPY_FROM_ID_CARD) as CopyBlock[]).some((block) => copy[block] && name in COPY_FROM_ID_CARD[block]);

  const send = () => {
    if (!review) return;
    setFailure(null);
    submit.mutate(review, {
      onSuccess: () => {
        setReview(null);
        draft.clear();
        onSaved();
      },
      onError: (error) => {
        setReview(null);
        if (!applyServerErrors(error, form.setError, DETAIL_INFO_FIELDS)) setFailure(errorText(error));
        else if (error instanceof ApiError) errorFocus.focusFirst(Object.keys(error.detail));
      },
    });
  };

  const renderSection = (section: SectionDef) => (
    <Section key={section.id} title={t(section.title)}>
      {section.copy && (
        <Checkbox
          label={t(COPY_LABEL[section.copy])}
          checked={copy[section.copy]}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setCopy((current) => ({ ...current, [section.copy as CopyBlock]: checked }));
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {section.fields.map((field) => (
          <Field key={field.name} form={form} field={field} mirrored={mirroredBy(field.name)} language={language} />
        ))}
      </SimpleGrid>
    </Section>
  );

  const labelOf = (name: string): string => {
    for (const section of sections) {
      const field = section.fields.find((candidate) => candidate.name === name);
      if (field) return t(field.label);
    }
    for (const phone of PHONE_FIELDS) {
      if (phone.number === name) return t(PHONE_LABEL[phone.number]);
      if (phone.code === name) return t('fields.phoneCodeOf', { phone: t(PHONE_LABEL[phone.number]) });
    }
    return name;
  };
  const summary: ErrorSummaryItem[] = isSubmitted
    ? errorFocus.ordered(Object.keys(errors)).flatMap((name) => {
        const message = fieldError(errors[name as DetailInfoField]);
        return message ? [{ name, label: labelOf(name), message }] : [];
      })
    : [];

  const clearDraft = () => {
    form.reset(start);
    setCopy(NO_COPY);
    draft.clear();
  };

  return (
    <>
      <form
        ref={errorFocus.formRef}
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          setReview(values);
        }, errorFocus.onInvalid)}
      >
        <Stack gap="xl">
          {draft.restored && <DraftNotice onClear={clearDraft} />}
          <ErrorSummary items={summary} onSelect={errorFocus.focus} />
          {sections.map(renderSection)}
          <Section title={t('sections.phones')}>
            {PHONE_FIELDS.map((phone) => {
              const label = t(PHONE_LABEL[phone.number]);
              return (
                <Group key={phone.number} gap="sm" align="flex-start" wrap="nowrap">
                  <NativeSelect
                    {...form.register(phone.code)}
                    label={t('fields.phoneCode')}
                    aria-label={t('fields.phoneCodeOf', { phone: label })}
                    data={callingCodeOptions(language)}
                    error={fieldError(errors[phone.code])}
                    w={{ base: 150, sm: 240 }}
                    style={{ flexShrink: 0 }}
                  />
                  <TextInput
                    {...form.register(phone.number)}
                    label={label}
                    type="tel"
                    inputMode="tel"
                    autoComplete={phone.number === 'mobPhoneNumber' ? 'tel-national' : 'off'}
                    withAsterisk
                    error={fieldError(errors[phone.number])}
                    style={{ flex: 1, minWidth: 0 }}
                  />
                </Group>
              );
            })}
          </Section>

          {failure && (
            <Alert color="red" variant="light" role="alert" title={t('failedTitle')}>
              {failure}
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/profile" variant="default">
              {t('cancel')}
            </Button>
            <Button type="submit">{t('submit')}</Button>
          </Group>
        </Stack>
      </form>
      <DetailInfoReview
        opened={review !== null}
        sections={sections}
        values={review ?? {}}
        language={language}
        sending={submit.isPending}
        onBack={() => setReview(null)}
        onConfirm={send}
      />
    </>
  );
}
