import { Button, Center, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

type BoundaryProps = { children: ReactNode; resetKey: string };

/** Catches what a page throws while rendering (a chunk that failed to load, say); a new address clears it. */
class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <AppError /> : this.props.children;
  }
}

/** The page could not be shown: say so, and offer a fresh start on the home page (a full load, new code). */
function AppError() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" ta="center" gap="md" role="alert">
        <Text fw={600}>{ready ? t('errors.INTERNAL_ERROR') : 'Something went wrong. Please try again later.'}</Text>
        <Button component="a" href="/">
          {ready ? t('notFound.home') : 'Back to the home page'}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * What the data router's default error screen did for a page that fails: the page is replaced by a short
 * message instead of the whole app going blank.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
