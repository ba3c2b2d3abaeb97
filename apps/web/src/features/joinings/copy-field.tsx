import { Button, CopyButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './joinings.module.css';

type CopyFieldProps = {
  label: string;
  /** What the reader sees (grouped digits, "20,000.00 Baht"). */
  shown: string;
  /** What the clipboard gets (plain digits for the banking app). */
  value: string;
  /** The button's accessible name: "Copy PromptPay ID". */
  copyLabel: string;
  testId: string;
};

/** One payment detail with a copy button that says "Copied" for two seconds, aloud too. */
export function CopyField({ label, shown, value, copyLabel, testId }: CopyFieldProps) {
  const { t } = useTranslation('joinings');
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" className={classes.copyRow}>
      <div className={classes.copyText}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} className={classes.mono} data-testid={testId}>
          {shown}
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <>
            <Button
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal.8' : 'brand'}
              size="sm"
              miw={104}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              aria-label={copied ? `${t('payment.copied')}: ${label}` : copyLabel}
            >
              {copied ? t('payment.copied') : t('payment.copy')}
            </Button>
            <VisuallyHidden role="status">{copied ? `${t('payment.copied')}: ${label}` : ''}</VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Group>
  );
}
