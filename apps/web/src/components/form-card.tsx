import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './form-card.module.css';

type FormCardProps = {
  title: string;
  subtitle?: ReactNode;
  icon: ReactNode;
  /** The card's largest width: narrow for log in, wide for the long forms. */
  width?: number;
  children: ReactNode;
};

/** The frame of the account and verification screens: a navy band with one white card holding the title and the form. */
export function FormCard({ title, subtitle, icon, width = 460, children }: FormCardProps) {
  return (
    <div className={classes.page}>
      <Container size={width + 32} px="md">
        <Paper className={classes.card} radius="lg" shadow="md" p={{ base: 'lg', sm: 36 }}>
          <Stack gap="xs" mb="lg">
            <ThemeIcon size={48} radius="md" variant="light" color="gold" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" lh={1.6}>
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Container>
    </div>
  );
}

/** A heading inside a long form, grouping its fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} className={classes.section}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
