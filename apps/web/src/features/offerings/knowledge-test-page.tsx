import { Anchor, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { type DialogMessage, MessageDialog, SuccessNotice } from '../../components/message-dialog';
import { PageLoader } from '../../components/page-loader';
import { QuestionForm, TestDonePanel } from '../../components/question-form';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { joiningOf, useMyJoinings } from '../../resources/joinings';
import { useOffering } from '../../resources/offerings';
import { useKnowledgeTest } from './api/get-knowledge-test';
import { useSubmitKnowledgeTest } from './api/submit-knowledge-test';

/** `/knowledgetest/{icoId}` (spec sections 2 and 8): pass the offering's test, then back to the offering to continue. */
export function KnowledgeTestPage() {
  const { t } = useTranslation('offerings');
  const navigate = useNavigate();
  const { icoId = '' } = useParams();
  const offeringPath = `/ico/${icoId}/`;
  const offering = useOffering(icoId);
  const joinings = useMyJoinings();
  const joining = offering.data ? joiningOf(joinings.data, offering.data.id) : undefined;
  // The test is taken once: with a joining the investor has passed and continues on the offering page.
  const passed = joining !== undefined;
  const questions = useKnowledgeTest(icoId, offering.isSuccess && !joinings.isPending && !passed);
  const submit = useSubmitKnowledgeTest(icoId);
  const [alert, setAlert] = useState<DialogMessage | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const name = offering.data?.token.name;
  usePageTitle(name ? t('test.title', { name }) : t('test.titleGeneric'));

  const toOffering = () => navigate(offeringPath, { replace: true });

  const send = (answers: Map<number, number>) =>
    submit.mutate(answers, {
      onSuccess: () => setSucceeded(true),
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'ALREADY_JOINED') return toOffering();
        if (code === 'KNOWLEDGE_TEST_FAILED') {
          // The server says how many answers were right and how many pass (issue 19: a failure shows its score).
          const { correct, passMark } = error instanceof ApiError ? error.detail : {};
          const total = questions.data?.length;
          return setAlert({
            kind: 'warning',
            title: t('test.failedTitle'),
            text: (
              <>
                {correct !== undefined && passMark !== undefined && total !== undefined && (
                  <>
                    <strong>{t('test.failedScore', { correct, total, passMark })}</strong>{' '}
                  </>
                )}
                {t('test.failedText')}{' '}
                <Anchor component={Link} to="/whatisico" fw={600}>
                  {t('test.helpCentre')}
                </Anchor>
              </>
            ),
            action: t('test.tryAgain'),
          });
        }
        setAlert({ kind: 'error', title: t('test.errorTitle'), text: errorText(error) });
      },
    });

  let body: ReactNode;
  if (offering.isPending || joinings.isPending || (!passed && offering.isSuccess && questions.isPending)) {
    body = <PageLoader />;
  } else if (offering.isError || questions.isError) {
    const notFound = offering.error instanceof ApiError && offering.error.status === 404;
    body = (
      <Stack gap="md" role="alert">
        <Text>{notFound ? t('detail.notFoundText') : errorText(offering.error ?? questions.error)}</Text>
        <Button component={Link} to={notFound ? '/icos' : offeringPath} variant="default" w="fit-content">
          {notFound ? t('detail.back') : t('test.backToOffering')}
        </Button>
      </Stack>
    );
  } else if (passed) {
    body = (
      <TestDonePanel title={t('test.alreadyTitle')} text={t('test.alreadyText')} to={offeringPath} action={t('test.backToOffering')} />
    );
  } else if ((questions.data ?? []).length === 0) {
    body = (
      <Stack gap="md">
        <Text>{t('test.noQuestions')}</Text>
        <Button component={Link} to={offeringPath} variant="default" w="fit-content">
          {t('test.backToOffering')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <QuestionForm
        questions={questions.data ?? []}
        texts={{
          chooseAnswer: t('test.chooseAnswer'),
          blankOption: t('test.blankOption'),
          cancel: t('test.cancel'),
          submit: t('test.submit'),
        }}
        numberOf={(_, index) => index + 1}
        cancelTo={offeringPath}
        sending={submit.isPending}
        onAnswered={send}
        onIncomplete={() => setAlert({ kind: 'warning', title: t('test.fillAllTitle'), text: t('test.fillAllText') })}
      />
    );
  }

  return (
    <Container size={760} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper radius="lg" shadow="sm" withBorder p={{ base: 'md', sm: 36 }} style={{ borderTop: '4px solid var(--mantine-color-gold-5)' }}>
        <Stack gap="xs" mb="lg">
          <ThemeIcon size={48} radius="md" variant="light" color="gold" aria-hidden>
            <IconSchool size={26} />
          </ThemeIcon>
          <Title order={1} c="brand.9" fz={{ base: 'h3', sm: 'h2' }}>
            {name ? t('test.title', { name }) : t('test.titleGeneric')}
          </Title>
          {!passed && (
            <Text c="dimmed" size="sm" lh={1.6}>
              {t('test.lead')}
            </Text>
          )}
        </Stack>
        {body}
      </Paper>
      <MessageDialog message={alert} onClose={() => setAlert(null)} okLabel={t('test.ok')} closeLabel={t('test.close')} />
      <SuccessNotice opened={succeeded} title={t('test.passedTitle')} text={t('test.passedText')} onDone={toOffering} />
    </Container>
  );
}
