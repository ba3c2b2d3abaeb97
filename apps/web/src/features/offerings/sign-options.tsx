import { WALLET_APPS, type WalletApp, walletAppLink } from '@ico/domain/wallet-apps';
import { Alert, Anchor, Button, CopyButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconCopy, IconExternalLink, IconQrcode, IconWallet } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';
import classes from './offerings.module.css';
import type { WalletProblem } from './wallet';

export type SignVia = 'browser' | 'walletConnect';
export type SignState = { via: SignVia; status: 'signing' | 'signed' | WalletProblem } | null;

const PROBLEM_TEXT: Record<WalletProblem, TextKey<'offerings'>> = {
  REJECTED: 'form.wallet.rejected',
  NO_ACCOUNT: 'form.wallet.noAccount',
  PENDING: 'form.wallet.pending',
  FAILED: 'form.wallet.failed',
  UNREACHABLE: 'form.walletConnect.unreachable',
};

const APP_TEXT: Record<WalletApp, TextKey<'offerings'>> = { metamask: 'form.apps.metamask', trust: 'form.apps.trust' };

/** MyEtherWallet's web wallet: its "Sign Message" tool answers the JSON the signature field takes whole. */
const MEW_URL = 'https://www.myetherwallet.com';

type Props = {
  /** A wallet is injected in this browser (an extension, or a wallet app's own browser). */
  browserWallet: boolean;
  /** The operator's WalletConnect project id; without it WalletConnect is not offered. */
  walletConnectId: string | null | undefined;
  state: SignState;
  onSign: (via: SignVia) => void;
  /** This reservation screen's full address, for the wallet apps to open. */
  pageUrl: string;
  message: string;
};

function WalletAppLinks({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation('offerings');
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="wallet-apps-title">
      <Text fw={600} size="sm" id="wallet-apps-title">
        {t('form.apps.title')}
      </Text>
      <Text size="xs" c="dimmed" lh={1.5} mt={2} mb="xs">
        {t('form.apps.hint')}
      </Text>
      <Group gap="xs" grow preventGrowOverflow={false}>
        {WALLET_APPS.map((app) => (
          <Button
            key={app}
            component="a"
            href={walletAppLink(app, pageUrl)}
            variant="default"
            rel="noopener"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t(APP_TEXT[app])}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}

function ManualSteps({ message }: { message: string }) {
  const { t } = useTranslation('offerings');
  return (
    // Instructions, not news: a section (an Alert would be announced as an alert).
    <Paper radius="md" p="sm" bg="var(--mantine-color-gray-light)" component="section" aria-labelledby="manual-steps-title">
      <Text fw={600} size="sm" mb={6} id="manual-steps-title">
        {t('form.manual.title')}
      </Text>
      <List type="ordered" size="sm" spacing={6} styles={{ item: { lineHeight: 1.55 } }}>
        <List.Item>
          <Stack gap={4} align="flex-start">
            <span>{t('form.manual.step1')}</span>
            <Group gap="xs">
              <code className={classes.mono}>{message}</code>
              <CopyButton value={message}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />}
                  >
                    {copied ? t('form.copied') : t('form.copyMessage')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </List.Item>
        <List.Item>
          <Trans
            t={t}
            i18nKey="form.manual.step2"
            components={{ mew: <Anchor href={MEW_URL} target="_blank" rel="noopener noreferrer" size="sm" fw={600} /> }}
          />
        </List.Item>
        <List.Item>
          <Trans t={t} i18nKey="form.manual.step3" components={{ code: <code /> }} />
        </List.Item>
        <List.Item>{t('form.manual.step4')}</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt={8} lh={1.5}>
        <Trans t={t} i18nKey="form.manual.other" components={{ code: <code /> }} />
      </Text>
    </Paper>
  );
}

/**
 * The ways to sign the reservation's message (issue 19): one click with a wallet in this browser; on a phone without
 * one, the wallet apps' own browsers (where that click works); WalletConnect where the operator set it up; and, by
 * hand, MyEtherWallet's Sign Message, whose whole answer the signature field takes.
 */
export function SignOptions({ browserWallet, walletConnectId, state, onSign, pageUrl, message }: Props) {
  const { t } = useTranslation('offerings');
  // Phones (a touch screen, or a narrow one) first get the wallet apps: the usual way to sign on a phone.
  const phone = useMediaQuery('(pointer: coarse), (max-width: 48em)', false, { getInitialValueInEffect: false });
  const busy = state?.status === 'signing';
  const problem = state && state.status !== 'signing' && state.status !== 'signed' ? state.status : undefined;

  return (
    <Stack gap="sm">
      {browserWallet && (
        <Stack gap={6}>
          <Button
            variant="outline"
            onClick={() => onSign('browser')}
            loading={busy && state?.via === 'browser'}
            disabled={busy && state?.via !== 'browser'}
            leftSection={<IconWallet size={18} aria-hidden />}
          >
            {t('form.wallet.sign')}
          </Button>
          <Text size="xs" c="dimmed" lh={1.5}>
            {t('form.wallet.signHint')}
          </Text>
        </Stack>
      )}
      {!browserWallet && phone && <WalletAppLinks pageUrl={pageUrl} />}
      {walletConnectId && (
        <Stack gap={6}>
          <Button
            variant="outline"
            onClick={() => onSign('walletConnect')}
            loading={busy && state?.via === 'walletConnect'}
            disabled={busy && state?.via !== 'walletConnect'}
            leftSection={<IconQrcode size={18} aria-hidden />}
          >
            {t('form.walletConnect.sign')}
          </Button>
          <Text size="xs" c="dimmed" lh={1.5}>
            {t('form.walletConnect.hint')}
          </Text>
        </Stack>
      )}
      {state?.status === 'signed' && (
        <Text size="sm" c="teal.9" role="status">
          {t('form.wallet.signed')}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" p="sm" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Text size="sm">{t(PROBLEM_TEXT[problem])}</Text>
        </Alert>
      )}
      {!browserWallet && <ManualSteps message={message} />}
      {!browserWallet && !phone && <WalletAppLinks pageUrl={pageUrl} />}
    </Stack>
  );
}
