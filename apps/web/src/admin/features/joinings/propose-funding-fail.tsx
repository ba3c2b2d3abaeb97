import { zodResolver } from '@hookform/resolvers/zod';
import { type FundingFailProposalInput, fundingFailProposalSchema } from '@ico/domain/contracts/proposals';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { useProposeFundingFail } from './api/propose-funding-fail';
import { FourEyesNotice } from './four-eyes-notice';

type Form = z.input<typeof fundingFailProposalSchema>;

/** "Propose funding failure": approved by a second staff member, every paid joining of the offering moves to FUNDING_FAIL. */
export function ProposeFundingFail({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-joinings');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const mutation = useProposeFundingFail(offeringId);
  const form = useForm<Form>({ resolver: zodResolver(fundingFailProposalSchema), defaultValues: { reason: '', note: '' } });
  const close = () => {
    if (!mutation.isPending) setOpen(false);
  };
  const onSubmit = form.handleSubmit((value) =>
    mutation.mutate(fundingFailProposalSchema.parse(value) as FundingFailProposalInput, {
      onSuccess: () => {
        setOpen(false);
        setSent(true);
      },
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['reason', 'note'])) mutation.reset();
      },
    }),
  );
  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        onClick={() => {
          mutation.reset();
          form.reset({ reason: '', note: '' });
          setSent(false);
          setOpen(true);
        }}
      >
        {t('fundingFail.button')}
      </Button>
      {sent && (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status" mt="xs">
          {t('fundingFail.sent')}{' '}
          <Text component={Link} to="/admin/approvals" size="sm" td="underline" c="brand.7">
            {t('fundingFail.queue')}
          </Text>
        </Alert>
      )}
      <Modal
        opened={open}
        onClose={close}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
        title={<Text fw={600}>{t('fundingFail.title')}</Text>}
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md">
            <Text size="sm">{t('fundingFail.text')}</Text>
            <FourEyesNotice />
            {mutation.isError && <ActionError error={mutation.error} />}
            <ReasonField
              {...form.register('reason')}
              label={t('confirm.reason')}
              description={t('confirm.reasonHint')}
              error={fieldErrorText(form.formState.errors.reason?.message)}
              data-autofocus
            />
            <ReasonField
              {...form.register('note')}
              label={t('propose.note')}
              description={t('propose.noteHint')}
              withAsterisk={false}
              minRows={2}
              error={fieldErrorText(form.formState.errors.note?.message)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                {t('confirm.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={mutation.isPending}>
                {t('propose.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
