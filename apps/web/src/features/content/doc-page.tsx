import { Alert, Anchor, Box, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/use-page-title';
import { useScrollToHash } from '../../components/use-scroll-to-hash';
import type { DocClause, DocContent, DocNamespace, DocSection } from '../../lib/doc-content';
import classes from './doc-page.module.css';

function Paragraphs({ items }: { items?: string[] }) {
  return items?.map((p) => (
    <Text key={p} className={classes.paragraph}>
      {p}
    </Text>
  ));
}

function Bullets({ items }: { items?: string[] }) {
  if (!items?.length) return null;
  return (
    <List spacing={6} className={classes.list}>
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function Clause({ clause, label }: { clause: DocClause; label: string }) {
  return (
    <Box component="section" className={classes.clause} aria-labelledby={`clause-${clause.number}`}>
      <Title order={3} id={`clause-${clause.number}`} className={classes.clauseTitle}>
        <span className={classes.clauseNumber}>{label}</span> {clause.title}
      </Title>
      <Paragraphs items={clause.paragraphs} />
      <Bullets items={clause.list} />
    </Box>
  );
}

function Section({ section }: { section: DocSection }) {
  const { t } = useTranslation();
  return (
    <Box component="section" id={section.id} className={classes.section} aria-labelledby={`${section.id}-heading`}>
      <Title order={2} id={`${section.id}-heading`} className={classes.sectionTitle}>
        {section.heading}
      </Title>
      <Stack gap="sm">
        {section.note && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} />} className={classes.note}>
            {section.note}
          </Alert>
        )}
        <Paragraphs items={section.paragraphs} />
        <Bullets items={section.list} />
        {section.clauses?.map((clause) => (
          <Clause key={clause.number} clause={clause} label={t('doc.clause', { number: clause.number })} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * An information or policy page from its catalogue namespace, with a table of contents.
 * `after` adds a page-specific block (the company table, the site map).
 */
export function DocPage({ ns, eyebrow, after }: { ns: DocNamespace; eyebrow?: string; after?: ReactNode }) {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation();
  const doc: DocContent = {
    title: t('title'),
    lead: t('lead', { defaultValue: '' }) || undefined,
    updated: t('updated', { defaultValue: '' }) || undefined,
    sections: t('sections', { returnObjects: true }) as DocSection[],
  };
  usePageTitle(doc.title);
  useScrollToHash(true);
  const sections = Array.isArray(doc.sections) ? doc.sections : [];

  return (
    <>
      <PageHero eyebrow={eyebrow} title={doc.title} lead={doc.lead} />
      <Container py={{ base: 32, sm: 48 }}>
        <Grid gap={48}>
          {sections.length > 2 && (
            <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
              <nav aria-label={tc('doc.contents')} className={classes.toc}>
                <Text size="xs" fw={700} tt="uppercase" c="gray.7" mb="sm" style={{ letterSpacing: '0.06em' }}>
                  {tc('doc.contents')}
                </Text>
                <Stack gap={8}>
                  {sections.map((s) => (
                    <Anchor key={s.id} href={`#${s.id}`} size="sm" className={classes.tocLink}>
                      {s.heading}
                    </Anchor>
                  ))}
                </Stack>
              </nav>
            </Grid.Col>
          )}
          <Grid.Col span={{ base: 12, md: sections.length > 2 ? 9 : 12 }}>
            {doc.updated && (
              <Text size="sm" c="dimmed" mb="lg">
                {doc.updated}
              </Text>
            )}
            <Stack gap={40} className={classes.body}>
              {sections.map((section) => (
                <Section key={section.id} section={section} />
              ))}
              {after}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
