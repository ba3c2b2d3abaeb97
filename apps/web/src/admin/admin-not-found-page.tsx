import { Box, Button } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../components/use-page-title';
import { Notice } from './components/notice';

/** A path under /admin the back office does not have. */
export function AdminNotFoundPage() {
  const { t } = useTranslation('admin');
  usePageTitle(`${t('notFound.title')} · ${t('shell.backOffice')}`);
  return (
    <Box maw={640} mx="auto" mt="xl">
      <Notice
        order={1}
        color="gray"
        icon={<IconMoodEmpty size={28} />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Button component={Link} to="/admin" mt="xs">
            {t('notFound.back')}
          </Button>
        }
      />
    </Box>
  );
}
