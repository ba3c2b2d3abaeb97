import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** No offering to show yet (the offerings list, an investor's reservations): what that means and the way on. */
export function EmptyOfferings({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color="gold" aria-hidden>
        <IconCoins size={30} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Text c="dimmed" maw={480}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}
