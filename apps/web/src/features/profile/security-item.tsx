import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';

/** One entry of the security panel: an icon, a title with its status, a line of text and the action. */
export function SecurityItem({
  icon,
  title,
  status,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  status?: React.ReactNode;
  text: string;
  action: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 300px' }}>
          <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={3} fz="md" id={headingId}>
                {title}
              </Title>
              {status}
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}
