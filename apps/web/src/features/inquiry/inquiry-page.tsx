import { zodResolver } from '@hookform/resolvers/zod';
import { INQUIRY_HONEYPOT_FIELD } from '@ico/domain/communication';
import { type InquiryInput, inquirySchema } from '@ico/domain/inquiry-schemas';
import { INQUIRY_CATEGORY, INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMessageQuestion } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { usePageTitle } from '../../components/use-page-title';
import { applyServerErrors, useFieldError } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { useSendInquiry } from './api/send-inquiry';
import classes from './inquiry-page.module.css';
import { InquiryFields, InquiryReceived, InquirySubmit, SendError } from './inquiry-parts';

const FIELDS = ['email', 'subject', 'description', 'category'] as const;

/** The category the address names (`/inquiry/4/`); an unknown or missing one means 'about ICO issuance' (1). */
function categoryOf(param: string | undefined): InquiryInput['category'] {
  return INQUIRY_CATEGORY_OPTIONS.find((o) => o.value === param)?.value ?? INQUIRY_CATEGORY.icoIssuance;
}

/** `/inquiry/{category}` (spec sections 2 and 7): anyone writes to the support team; the reply comes by e-mail. */
export function InquiryPage() {
  const { t } = useTranslation('inquiry');
  usePageTitle(t('public.title'));
  const language = useLanguage();
  const session = useSession();
  const fieldError = useFieldError();
  const { category: categoryParam } = useParams();
  const category = categoryOf(categoryParam);
  const honeypot = useRef<HTMLInputElement>(null);
  const send = useSendInquiry();

  const form = useForm<InquiryInput>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { email: session?.user.email ?? '', subject: '', description: '', category },
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });

  // Another header link (/Inquiry/4/ while on /inquiry/1/) changes the preselected category, not what was typed.
  useEffect(() => form.setValue('category', category), [form, category]);

  const submit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, language, honeypot: honeypot.current?.value ?? '' },
      { onError: (error) => applyServerErrors(error, form.setError, FIELDS) },
    ),
  );

  return (
    <FormCard title={t('public.title')} subtitle={t('public.subtitle')} icon={<IconMessageQuestion size={26} />} width={560}>
      {send.isSuccess ? (
        <InquiryReceived text={t('received.publicText', { email: form.getValues('email') })}>
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('backToMain')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              form.reset({ email: form.getValues('email'), subject: '', description: '', category });
              send.reset();
            }}
          >
            {t('received.another')}
          </Button>
        </InquiryReceived>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {send.isError && <SendError error={send.error} />}
            <TextInput
              {...form.register('email')}
              type="email"
              label={t('form.email')}
              description={t('form.emailHint')}
              autoComplete="email"
              withAsterisk
              error={fieldError(errors.email)}
            />
            <InquiryFields
              register={{
                category: form.register('category'),
                subject: form.register('subject'),
                description: form.register('description'),
              }}
              errors={errors}
              descriptionLength={description.length}
              categories={INQUIRY_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label[language] }))}
            />
            <div className={classes.honeypot} aria-hidden>
              <label htmlFor="inquiry-website">{t('form.honeypot')}</label>
              <input
                ref={honeypot}
                id="inquiry-website"
                name={INQUIRY_HONEYPOT_FIELD}
                type="text"
                tabIndex={-1}
                autoComplete="off"
                defaultValue=""
              />
            </div>
            <InquirySubmit pending={send.isPending} />
          </Stack>
        </form>
      )}
    </FormCard>
  );
}
