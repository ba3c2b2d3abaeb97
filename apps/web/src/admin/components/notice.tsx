import { Paper, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: string; text: ReactNode; action?: ReactNode; color?: string; order?: TitleOrder };

/** A calm, centred message in place of content: nothing found, not allowed, or a step to take first. */
export function Notice({ icon, title, text, action, color = 'brand', order = 2 }: Props) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={order} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={520}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
