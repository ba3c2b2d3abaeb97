import { Button, Paper, Stack, Text, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
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

type EmptyListProps = {
  icon: ReactNode;
  /** A search or filter is on: "no match" and the button that clears them, instead of "nothing yet". */
  filtered: boolean;
  texts: { empty: string; emptyText: string; noMatch: string; noMatchText: string };
  clearLabel: string;
  onClear: () => void;
};

/** A list with no rows: nothing yet, or nothing matching the search and filters (with the way back to all). */
export function EmptyListNotice({ icon, filtered, texts, clearLabel, onClear }: EmptyListProps) {
  return (
    <Notice
      icon={icon}
      title={filtered ? texts.noMatch : texts.empty}
      text={filtered ? texts.noMatchText : texts.emptyText}
      action={
        filtered && (
          <Button variant="default" onClick={onClear}>
            {clearLabel}
          </Button>
        )
      }
    />
  );
}
