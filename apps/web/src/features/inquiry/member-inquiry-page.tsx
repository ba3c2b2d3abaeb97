import { zodResolver } from '@hookform/resolvers/zod';
import { type MemberInquiryInput, memberInquirySchema, replySubject } from '@ico/domain/inquiry-schemas';
import { MEMBER_INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowBackUp, IconArrowLeft, IconHeadset, IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { usePageTitle } from '../../components/use-page-title';
import { applyServerErrors } from '../../lib/error-text';
import type { ReplyState } from '../../lib/inquiry-reply';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { useSendMemberInquiry } from './api/send-member-inquiry';
import { InquiryFields, InquiryReceived, InquirySubmit, SendError } from './inquiry-parts';

const FIELDS = ['subject', 'description', 'category'] as const;

/** The category the address names (`/member_inquiry/4/`: reply to a message); none chosen for an unknown one. */
function categoryOf(param: string | undefined): MemberInquiryInput['category'] | '' {
  return MEMBER_INQUIRY_CATEGORY_OPTIONS.find((o) => o.value === param)?.value ?? '';
}

/** `/member_inquiry/{category}` (spec section 2): a signed-in member writes to support; the answer comes to Messages. */
export function MemberInquiryPage() {
  const { t } = useTranslation('inquiry');
  usePageTitle(t('member.title'));
  const language = useLanguage();
  const session = useSession();
  const { selectedCategory } = useParams();
  const category = categoryOf(selectedCategory);
  const send = useSendMemberInquiry();
  const replyTo = (useLocation().state as ReplyState | null)?.replyTo;

  const form = useForm<MemberInquiryInput>({
    resolver: zodResolver(memberInquirySchema),
    defaultValues: {
      subject: replyTo ? replySubject(t('member.replyPrefix'), replyTo.title) : '',
      description: '',
      category: category as MemberInquiryInput['category'],
    },
  });
  const { errors } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' });
  useEffect(() => form.setValue('category', category as MemberInquiryInput['category']), [form, category]);

  const submit = form.handleSubmit((values) => {
    if (!session) return;
    send.mutate(
      { ...values, user: session.user.username, email: session.user.email },
      { onError: (error) => applyServerErrors(error, form.setError, FIELDS) },
    );
  });

  return (
    <FormCard title={t('member.title')} subtitle={t('member.subtitle')} icon={<IconHeadset size={26} />} width={560}>
      {send.isSuccess ? (
        <InquiryReceived text={t('received.memberText')}>
          <Button component={Link} to="/messages" leftSection={<IconMail size={16} aria-hidden />}>
            {t('received.toMessages')}
          </Button>
          <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('backToMain')}
          </Button>
        </InquiryReceived>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            {send.isError && <SendError error={send.error} />}
            {replyTo && (
              <Alert variant="light" color="brand" icon={<IconArrowBackUp size={18} aria-hidden />} title={t('member.replyingTo')}>
                {replyTo.title}
              </Alert>
            )}
            <InquiryFields
              register={{
                category: form.register('category'),
                subject: form.register('subject'),
                description: form.register('description'),
              }}
              errors={errors}
              descriptionLength={description.length}
              categories={[
                ...(category === '' ? [{ value: '', label: t('form.categoryPlaceholder'), disabled: true }] : []),
                ...MEMBER_INQUIRY_CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label[language] })),
              ]}
            />
            <InquirySubmit pending={send.isPending} />
          </Stack>
        </form>
      )}
    </FormCard>
  );
}
