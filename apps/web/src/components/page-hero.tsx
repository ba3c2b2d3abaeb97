import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

/** The band at the top of an information page: eyebrow, title and lead. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 36, sm: 56 }}>
        {eyebrow && (
          <Text className={classes.eyebrow} size="sm" fw={600}>
            {eyebrow}
          </Text>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && (
          <Text className={classes.lead} mt="md" maw={760}>
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
