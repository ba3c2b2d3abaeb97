import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './joinings.module.css';

/** The investor's wallet address in monospace, with a copy button. */
export function WalletAddress({ address }: { address: string }) {
  const { t } = useTranslation('joinings');
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Text size="sm" className={classes.mono} data-testid="wallet-address">
        {address}
      </Text>
      <CopyButton value={address} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('detail.copied') : t('detail.copyAddress')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('detail.copied') : t('detail.copyAddress')}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
