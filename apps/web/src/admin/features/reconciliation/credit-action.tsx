import type { Credit } from '@ico/domain/contracts/statements';
import { formatBaht } from '@ico/domain/money';
import { Alert, Anchor, Button, Group, Loader, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../lib/error-text';
import { useConfirmCredit } from './api/confirm-credit';
import { useCredit } from './api/get-credits';

/** Where refunds are opened: the credit goes along, and the reservation it belongs to when the import found one. */
const refundPath = (credit: Credit) =>
  `/admin/refunds/new?${new URLSearchParams({ creditId: String(credit.id), ...(credit.joining ? { joiningId: String(credit.joining.id) } : {}) })}`;

/** Choose the joining an ambiguous (or unmatched) credit pays, then propose its confirmation. */
function ChooseDialog({ credit, opened, onClose }: { credit: Credit; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-reconciliation');
  const errorText = useErrorText();
  const detail = useCredit(opened ? credit.id : null);
  const confirm = useConfirmCredit(credit.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const candidates = detail.data?.candidates ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('choose.title', { amount: formatBaht(credit.amount) })} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('choose.lead')}</Text>
        {detail.isPending ? (
          <Loader size="sm" aria-label={t('choose.loading')} />
        ) : candidates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('choose.none')}
          </Text>
        ) : (
          <Radio.Group value={chosen} onChange={setChosen} label={t('choose.candidates')}>
            <Stack gap="xs" mt="xs">
              {candidates.map((joining) => (
                <Radio
                  key={joining.id}
                  value={String(joining.id)}
                  label={t('choose.candidate', {
                    id: joining.id,
                    investor: joining.investor.name,
                    offering: `${joining.offering.tokenName} (${joining.offering.ticker})`,
                    amount: formatBaht(joining.amount ?? '0'),
                  })}
                  description={
                    joining.slipReferences.length > 0
                      ? t('choose.slipReferences', { references: joining.slipReferences.join(', ') })
                      : undefined
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Textarea
          label={t('choose.note')}
          value={note}
          maxLength={500}
          autosize
          minRows={2}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {confirm.isError && (
          <Alert color="red" role="alert">
            {errorText(confirm.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('choose.cancel')}
          </Button>
          <Button
            disabled={chosen === null}
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ joiningId: Number(chosen), note: note.trim() || undefined }, { onSuccess: onClose })}
          >
            {t('action.propose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What staff can do with an open credit: propose its confirmation, choose its joining first, or refund it. */
export function CreditAction({ credit }: { credit: Credit }) {
  const { t } = useTranslation('admin-reconciliation');
  const errorText = useErrorText();
  const confirm = useConfirmCredit(credit.id);
  const [choosing, setChoosing] = useState(false);
  if (credit.state !== 'OPEN') {
    return credit.proposalId !== null ? (
      <Anchor component={Link} to="/admin/approvals" size="sm">
        {t('action.openApprovals')}
      </Anchor>
    ) : (
      <Text c="dimmed">—</Text>
    );
  }
  if (credit.match === 'MATCHED')
    return (
      <Stack gap={4} align="flex-start">
        <Button size="xs" loading={confirm.isPending} onClick={() => confirm.mutate({})}>
          {t('action.propose')}
        </Button>
        {confirm.isError && (
          <Text size="xs" c="red.8" role="alert">
            {errorText(confirm.error)}
          </Text>
        )}
      </Stack>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {(credit.match === 'AMBIGUOUS' || credit.match === 'UNMATCHED') && (
        <>
          <Button size="xs" variant={credit.match === 'AMBIGUOUS' ? 'filled' : 'default'} onClick={() => setChoosing(true)}>
            {t('action.choose')}
          </Button>
          <ChooseDialog credit={credit} opened={choosing} onClose={() => setChoosing(false)} />
        </>
      )}
      {credit.match !== 'AMBIGUOUS' && (
        <Anchor component={Link} to={refundPath(credit)} size="sm">
          {t('action.refund')}
        </Anchor>
      )}
    </Group>
  );
}
