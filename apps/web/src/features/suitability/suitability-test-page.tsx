import type { SuitabilityAnswer } from '@ico/domain/contracts/surveys';
import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type DialogMessage, MessageDialog, SuccessNotice } from '../../components/message-dialog';
import { PageLoader } from '../../components/page-loader';
import { QuestionForm, TestDonePanel } from '../../components/question-form';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { meQueryKey, useMe } from '../../lib/use-me';
import { suitabilityValidityQueryKey, useSuitabilityValidity } from '../../lib/use-my-edd';
import { useSuitabilityTest } from './api/get-suitability-test';
import { useSubmitSuitabilityTest } from './api/submit-suitability-test';
import { ResultPanel } from './result-panel';

/** `/suitabilitytest` (spec sections 2 and 8): answer, read the result, confirm it, back to the profile. */
export function SuitabilityTestPage() {
  const { t } = useTranslation('suitability');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const language = useLanguage();
  const [result, setResult] = useState<SuitabilityAnswer | null>(null);
  const [finished, setFinished] = useState(false);
  const [alert, setAlert] = useState<DialogMessage | null>(null);
  // Kept once a result is shown, so the refreshed profile (now DONE) does not replace the result.
  // Issue 30: a done test is taken again to renew it, from 30 days before it ends (or once ended).
  const validity = useSuitabilityValidity();
  const renewing = me.data?.suitabilityTestStatus === 'DONE' && validity.data?.renewalOpen === true;
  const alreadyDone = me.data?.suitabilityTestStatus === 'DONE' && result === null && !renewing;
  const questions = useSuitabilityTest(me.isSuccess && !alreadyDone);
  const submit = useSubmitSuitabilityTest();

  const send = (answers: Map<number, number>) =>
    submit.mutate(answers, {
      onSuccess: setResult,
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'SUITABILITY_TOO_LOW') return setAlert({ title: t('tooLow.title'), text: t('tooLow.text') });
        if (code === 'PF_ALREADY_SUBMITED') void queryClient.invalidateQueries({ queryKey: meQueryKey });
        setAlert({ title: t('failed.title'), text: errorText(error) });
      },
    });

  const leave = () => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void queryClient.invalidateQueries({ queryKey: suitabilityValidityQueryKey });
    navigate('/profile', { replace: true });
  };

  let body: ReactNode;
  if (me.isPending || validity.isPending || (!alreadyDone && questions.isPending)) {
    body = <PageLoader />;
  } else if (me.isError || questions.isError) {
    body = (
      <Stack gap="md" role="alert">
        <Text>{errorText(me.error ?? questions.error)}</Text>
        <Button variant="default" onClick={() => void (me.isError ? me.refetch() : questions.refetch())} w="fit-content">
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (alreadyDone) {
    body = <TestDonePanel title={t('done.title')} text={t('done.text')} to="/profile" action={t('done.toProfile')} />;
  } else if (result) {
    body = <ResultPanel score={result.score} level={result.level} onConfirm={() => setFinished(true)} />;
  } else {
    body = (
      <QuestionForm
        questions={questions.data ?? []}
        texts={{
          chooseAnswer: t('form.chooseAnswer'),
          blankOption: t('form.blankOption'),
          cancel: t('form.cancel'),
          submit: t('form.submit'),
        }}
        numberOf={(question) => question.order}
        cancelTo="/profile"
        sending={submit.isPending}
        onAnswered={send}
        onIncomplete={() => setAlert({ title: t('fillAll.title'), text: t('fillAll.text') })}
      />
    );
  }

  return (
    <Container size={760} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper radius="lg" shadow="sm" withBorder p={{ base: 'md', sm: 36 }} style={{ borderTop: '4px solid var(--mantine-color-gold-5)' }}>
        <Stack gap="xs" mb="lg">
          <ThemeIcon size={48} radius="md" variant="light" color="gold" aria-hidden>
            <IconChecklist size={26} />
          </ThemeIcon>
          <Title order={1} c="brand.9" fz={{ base: 'h3', sm: 'h2' }}>
            {t('title')}
          </Title>
          {!alreadyDone && !result && (
            <Text c="dimmed" size="sm" lh={1.6}>
              {t('lead')}
            </Text>
          )}
          {renewing && result === null && validity.data?.expiresAt && (
            <Text size="sm" fw={500} role="status">
              {t('renew.lead', { date: formatDate(validity.data.expiresAt, language) })}
            </Text>
          )}
        </Stack>
        {body}
      </Paper>
      <MessageDialog
        message={alert && { kind: 'warning', ...alert }}
        onClose={() => setAlert(null)}
        okLabel={t('dialog.ok')}
        closeLabel={t('dialog.close')}
      />
      <SuccessNotice opened={finished} title={t('success.title')} text={t('success.text')} onDone={leave} />
    </Container>
  );
}
