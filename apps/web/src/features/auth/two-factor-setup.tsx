import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema } from '@ico/domain/auth-schemas';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SuccessNotice } from '../../components/message-dialog';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { meQueryKey } from '../../lib/use-me';
import { setOtpMode } from './api/set-otp-mode';
import { AuthenticatorApps } from './authenticator-apps';
import { OtpCodeInput } from './otp-code-input';

/** The base32 secret of an `otpauth://` URL, for typing into an app by hand. */
function secretOf(secretUrl: string): string {
  try {
    return new URL(secretUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Four characters a group, as authenticator apps show keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

function SecretStep({ secretUrl }: { secretUrl: string }) {
  const { t } = useTranslation('auth');
  const secret = secretOf(secretUrl);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
      <Stack align="center" gap="xs">
        <Paper withBorder radius="md" p="sm" bg="white">
          <QRCodeSVG
            value={secretUrl}
            size={188}
            marginSize={1}
            title={t('twoFactor.qrLabel')}
            role="img"
            aria-label={t('twoFactor.qrLabel')}
          />
        </Paper>
        <Text size="xs" c="dimmed" ta="center" maw={240}>
          {t('twoFactor.qrHint')}
        </Text>
      </Stack>
      <Stack gap="md">
        <Text size="sm" lh={1.65}>
          {t('twoFactor.scanText')}
        </Text>
        <Textarea
          label={t('twoFactor.secretLabel')}
          description={t('twoFactor.secretHint')}
          value={grouped(secret)}
          readOnly
          autosize
          minRows={1}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          rightSectionPointerEvents="all"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em', resize: 'none' } }}
          rightSection={
            <CopyButton value={secret} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('twoFactor.copied') : t('twoFactor.copy')} withArrow position="left">
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('twoFactor.copy')}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Divider />
        <AuthenticatorApps />
      </Stack>
    </SimpleGrid>
  );
}

/** Two-factor setup (spec section 2): step 1 shows the secret as a QR code and text, step 2 takes a code. */
export function TwoFactorSetup() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldError = useFieldError();
  const [active, setActive] = useState(0);
  // On a phone the two steps share one line without their descriptions.
  const narrow = useMediaQuery('(max-width: 36em)');
  const [failure, setFailure] = useState<string | null>(null);

  // Each call makes a new secret: a query (not an effect) asks once per visit, also under StrictMode.
  const setup = useQuery({
    queryKey: ['otpSetup'],
    queryFn: () => setOtpMode({ mfa_enabled: 'true' }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const form = useForm<OtpForm>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const enable = useMutation({
    mutationFn: (otp: string) => setOtpMode({ mfa_enabled: 'true', otp }),
    onMutate: () => setFailure(null),
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'WRONG_OTP') return void applyServerErrors(error, form.setError, ['otp'], { WRONG_OTP: 'otp' });
      if (code === 'MFA_ALREADY_ENABLED') return void queryClient.invalidateQueries({ queryKey: meQueryKey });
      setFailure(errorText(error));
    },
  });

  // Turned on meanwhile (another tab): the page shows the 'on' state once the user is fetched again.
  const alreadyOn = setup.error instanceof ApiError && setup.error.code === 'MFA_ALREADY_ENABLED';
  useEffect(() => {
    if (alreadyOn) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [alreadyOn, queryClient]);

  const { setFocus } = form;
  useEffect(() => {
    if (active === 1) setFocus('otp');
  }, [active, setFocus]);

  return (
    <Stack gap="lg">
      <Stepper active={active} size="sm" wrap={false} allowNextStepsSelect={false} onStepClick={setActive}>
        <Stepper.Step label={t('twoFactor.step1')} description={narrow ? undefined : t('twoFactor.step1Description')}>
          <Box pt="md">
            {setup.isPending && (
              <Group justify="center" py="xl">
                <Loader role="progressbar" aria-label={tc('loading')} />
              </Group>
            )}
            {setup.isError && !alreadyOn && (
              <Alert color="red" variant="light" role="alert" title={t('twoFactor.setupFailedTitle')}>
                <Stack gap="sm" align="flex-start">
                  <Text size="sm">{errorText(setup.error)}</Text>
                  <Button size="xs" variant="light" color="red" onClick={() => void setup.refetch()}>
                    {t('twoFactor.retry')}
                  </Button>
                </Stack>
              </Alert>
            )}
            {setup.data && <SecretStep secretUrl={setup.data.secret_url} />}
          </Box>
          <Group justify="flex-end" gap="sm" mt="xl">
            <Button component={Link} to="/profile" variant="default">
              {t('shared.cancel')}
            </Button>
            <Button onClick={() => setActive(1)} disabled={!setup.data}>
              {t('twoFactor.next')}
            </Button>
          </Group>
        </Stepper.Step>
        <Stepper.Step label={t('twoFactor.step2')} description={narrow ? undefined : t('twoFactor.step2Description')}>
          <form noValidate onSubmit={form.handleSubmit(({ otp }) => enable.mutate(otp))}>
            <Stack gap="md" pt="md" maw={420}>
              <Text size="sm" lh={1.65}>
                {t('twoFactor.codeText')}
              </Text>
              <OtpCodeInput {...form.register('otp')} error={fieldError(form.formState.errors.otp)} />
              {failure && (
                <Alert color="red" variant="light" role="alert">
                  {failure}
                </Alert>
              )}
            </Stack>
            <Group justify="flex-end" gap="sm" mt="xl">
              <Button component={Link} to="/profile" variant="default">
                {t('shared.cancel')}
              </Button>
              <Button variant="light" onClick={() => setActive(0)}>
                {t('twoFactor.back')}
              </Button>
              <Button type="submit" loading={enable.isPending}>
                {t('twoFactor.enable')}
              </Button>
            </Group>
          </form>
        </Stepper.Step>
      </Stepper>
      <SuccessNotice
        opened={enable.isSuccess}
        title={t('twoFactor.enabledTitle')}
        text={t('twoFactor.enabledText')}
        onDone={() => {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          navigate('/profile', { replace: true });
        }}
      />
    </Stack>
  );
}
