import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading state of a page. It never suspends itself: it is what shows while texts load. */
export function PageLoader() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="50vh" role="status" aria-live="polite" data-testid="page-loader">
      <Loader role="progressbar" color="brand" aria-label={ready ? t('loading') : 'Loading'} />
    </Center>
  );
}
