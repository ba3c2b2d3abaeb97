import { INQUIRY_DESCRIPTION_MAX_LENGTH, INQUIRY_SUBJECT_MAX_LENGTH } from '@ico/domain/constants';
import {
  Alert,
  Button,
  type ComboboxItem,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  type TextareaProps,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { errorText, useFieldError } from '../../lib/error-text';

/** The description box with a live count against its 200 characters. */
export function DescriptionField({ length, ...props }: TextareaProps & { length: number }) {
  const { t } = useTranslation('inquiry');
  const over = length > INQUIRY_DESCRIPTION_MAX_LENGTH;
  return (
    <Textarea
      {...props}
      autosize
      minRows={4}
      maxRows={10}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Text component="span" size="xs" c={over ? 'red.8' : 'dimmed'} display="block" ta="end">
          {t('form.counter', { count: length, max: INQUIRY_DESCRIPTION_MAX_LENGTH })}
        </Text>
      }
    />
  );
}

type InquiryField = 'category' | 'subject' | 'description';

type InquiryFieldsProps = {
  register: Record<InquiryField, UseFormRegisterReturn>;
  errors: Partial<Record<InquiryField, FieldError>>;
  /** The typed description's length, for the counter. */
  descriptionLength: number;
  /** The form's own category list: the public and the member form offer different ones. */
  categories: ComboboxItem[];
};

/** The fields both inquiry forms ask for: the category, the subject and the description. */
export function InquiryFields({ register, errors, descriptionLength, categories }: InquiryFieldsProps) {
  const { t } = useTranslation('inquiry');
  const fieldError = useFieldError();
  return (
    <>
      <NativeSelect {...register.category} label={t('form.category')} withAsterisk data={categories} error={fieldError(errors.category)} />
      <TextInput
        {...register.subject}
        label={t('form.subject')}
        description={t('form.subjectHint', { max: INQUIRY_SUBJECT_MAX_LENGTH })}
        withAsterisk
        error={fieldError(errors.subject)}
      />
      <DescriptionField
        {...register.description}
        length={descriptionLength}
        label={t('form.description')}
        withAsterisk
        error={fieldError(errors.description)}
      />
    </>
  );
}

/** Cancel (back to the main page) and send. */
export function InquirySubmit({ pending }: { pending: boolean }) {
  const { t } = useTranslation('inquiry');
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button component={Link} to="/" variant="default">
        {t('form.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {t('form.submit')}
      </Button>
    </Group>
  );
}

export function SendError({ error }: { error: unknown }) {
  const { t } = useTranslation('inquiry');
  const tooMany = error instanceof ApiError && error.status === 429;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} />}
      title={tooMany ? t('form.tooManyTitle') : t('form.failedTitle')}
      role="alert"
    >
      <Text size="sm">{tooMany ? t('form.tooManyText') : errorText(error)}</Text>
    </Alert>
  );
}

/** 'We received your inquiry.', focused so screen readers announce it, and where to go next. */
export function InquiryReceived({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation('inquiry');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={2} fz="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        {t('received.title')}
      </Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      <Group justify="center" mt="sm">
        {children}
      </Group>
    </Stack>
  );
}
