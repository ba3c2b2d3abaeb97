import type { OfferingDocument } from '@ico/domain/contracts/offering-documents';
import { Alert, Anchor, Button, Checkbox, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useLanguage } from '../../lib/use-language';
import { useSubmitAgreement } from './api/submit-agreement';
import { DOCUMENTS_SECTION_ID, whitePaperFor } from './offering-documents';

const RISK_POINTS = [
  'agreement.points.highRisk',
  'agreement.points.loseAll',
  'agreement.points.volatility',
  'agreement.points.liquidity',
  'agreement.points.issuer',
  'agreement.points.whitePaper',
  'agreement.points.wallet',
  'agreement.points.noGuarantee',
  'agreement.points.tax',
] as const;

type Props = { opened: boolean; onClose: () => void; offeringId: number; tokenName: string; documents: readonly OfferingDocument[] };

/** The white-paper point, with a link to the white paper in the reader's language (issue 19: "read the white paper"). */
function WhitePaperPoint({ documents }: { documents: readonly OfferingDocument[] }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  const whitePaper = whitePaperFor(documents, language);
  return (
    <>
      {t('agreement.points.whitePaper')}{' '}
      {whitePaper ? (
        <Anchor href={whitePaper.url} target="_blank" rel="noopener noreferrer" fw={600}>
          {t('agreement.openWhitePaper', { title: whitePaper.title })}
        </Anchor>
      ) : (
        <Anchor href={`#${DOCUMENTS_SECTION_ID}`} fw={600}>
          {t('agreement.seeDocuments')}
        </Anchor>
      )}
    </>
  );
}

/** The risk disclosure the investor must accept before reserving (spec section 4: after KNOWLEDGETEST_PASSED). */
export function RiskAgreementDialog({ opened, onClose, offeringId, tokenName, documents }: Props) {
  const { t } = useTranslation('offerings');
  const [accepted, setAccepted] = useState(false);
  const [showError, setShowError] = useState(false);
  const agree = useSubmitAgreement(offeringId);

  const close = () => {
    agree.reset();
    setShowError(false);
    onClose();
  };
  const confirm = () => {
    if (!accepted) return setShowError(true);
    agree.mutate(window.location.href, { onSuccess: close });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      centered
      title={
        <Text fw={700} size="lg">
          {t('agreement.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('agreement.close') }}
    >
      <Stack gap="md">
        {/* The risks scroll inside the dialog, so the tick and the buttons stay on a laptop or phone screen (issue 19). */}
        <ScrollArea.Autosize mah="calc(100dvh - 24rem)" type="auto" offsetScrollbars>
          <Stack gap="md">
            <Alert color="gold" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
              <Text size="sm" fw={600}>
                {t('agreement.lead', { token: tokenName })}
              </Text>
            </Alert>
            <List spacing="xs" size="sm" type="ordered" styles={{ item: { lineHeight: 1.6 } }}>
              {RISK_POINTS.map((key) => (
                <List.Item key={key}>
                  {key === 'agreement.points.whitePaper' ? <WhitePaperPoint documents={documents} /> : t(key)}
                </List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed" lh={1.6}>
              {t('agreement.record')}
            </Text>
          </Stack>
        </ScrollArea.Autosize>
        <Checkbox
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            setShowError(false);
          }}
          label={t('agreement.checkbox')}
          error={showError ? t('agreement.required') : undefined}
          required
          styles={{ label: { lineHeight: 1.5, fontWeight: 600 } }}
        />
        {agree.isError && (
          <Alert color="red" variant="light" role="alert" title={t('agreement.failed')}>
            {errorText(agree.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('agreement.cancel')}
          </Button>
          <Button onClick={confirm} loading={agree.isPending}>
            {t('agreement.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
