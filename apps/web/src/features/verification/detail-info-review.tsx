import { PHONE_FIELDS } from '@ico/domain/kyc-schemas';
import type { Language } from '@ico/domain/language';
import { displayPhone, toE164 } from '@ico/domain/phones';
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { displayValue, PHONE_LABEL, type SectionDef } from './detail-info-fields';

type ReviewProps = {
  opened: boolean;
  sections: SectionDef[];
  values: Record<string, string>;
  language: Language;
  sending: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

function Rows({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w="42%" fw={500} c="dimmed" style={{ verticalAlign: 'top' }}>
              {row.label}
            </Table.Th>
            <Table.Td fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Every entered value, as the reader saw it, for a last look before sending (spec section 2). */
/** A phone as it will be kept and shown (E.164, read back nationally), or as typed if it cannot be read. */
function phoneAsStored(code: string, local: string): string {
  const stored = toE164(code, local);
  return stored ? displayPhone(stored) : `${code} ${local}`;
}

export function DetailInfoReview({ opened, sections, values, language, sending, onBack, onConfirm }: ReviewProps) {
  const { t } = useTranslation('detail-info');
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={t('review.title')}
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': t('review.back') }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text c="dimmed" size="sm">
          {t('review.lead')}
        </Text>
        {sections.map((section) => (
          <Stack key={section.id} gap="xs">
            <Title order={3} fz="md">
              {t(section.title)}
            </Title>
            <Rows
              rows={section.fields.map((field) => ({
                label: t(field.label),
                value: displayValue(field, values[field.name] ?? '', language),
              }))}
            />
          </Stack>
        ))}
        <Stack gap="xs">
          <Title order={3} fz="md">
            {t('sections.phones')}
          </Title>
          <Rows
            rows={PHONE_FIELDS.map((phone) => ({
              label: t(PHONE_LABEL[phone.number]),
              value: phoneAsStored(values[phone.code] ?? '', values[phone.number] ?? ''),
            }))}
          />
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onBack} disabled={sending}>
            {t('review.back')}
          </Button>
          <Button onClick={onConfirm} loading={sending} data-autofocus>
            {t('review.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
