import type { OfferingDocument } from '@ico/domain/contracts/offering-documents';
import type { Offering } from '@ico/domain/contracts/offerings';
import { documentsByKind } from '@ico/domain/offering-documents';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/** The id of the documents section: the risk dialog's white-paper point links here when no single file fits. */
export const DOCUMENTS_SECTION_ID = 'documents';

const KIND_TEXT = {
  WHITE_PAPER: 'documents.kinds.WHITE_PAPER',
  FILING: 'documents.kinds.FILING',
  OTHER: 'documents.kinds.OTHER',
} as const;
const LANGUAGE_TEXT = { en: 'documents.languages.en', th: 'documents.languages.th' } as const;

/** The white paper to offer the reader first: one in their language, else any. */
export function whitePaperFor(
  documents: readonly OfferingDocument[],
  language: OfferingDocument['language'],
): OfferingDocument | undefined {
  const whitePapers = documents.filter((document) => document.kind === 'WHITE_PAPER');
  return whitePapers.find((document) => document.language === language) ?? whitePapers[0];
}

function DocumentLink({ document }: { document: OfferingDocument }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <IconFileTypePdf size={22} aria-hidden color="var(--mantine-color-red-9)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor href={document.url} target="_blank" rel="noopener noreferrer" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {document.title}
          <IconExternalLink size={14} aria-label={t('documents.newTab')} style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
        </Anchor>
        <Group gap="xs">
          <Badge size="sm" variant="outline" color="blue.9" bg="white" radius="sm" tt="none">
            {t(LANGUAGE_TEXT[document.language])}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('documents.pdfSize', { size: formatFileSize(document.size, language) })}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

/** The offering's documents (issue 19), grouped by kind, each with its language and size, opening in a new tab. */
export function OfferingDocuments({ offering }: { offering: Offering }) {
  const { t } = useTranslation('offerings');
  const groups = documentsByKind(offering.documents);
  return (
    <Stack gap="sm" component="section" aria-labelledby="documents-title" id={DOCUMENTS_SECTION_ID} style={{ scrollMarginTop: 80 }}>
      <Title order={2} fz="h3" id="documents-title" c="brand.9">
        {t('documents.title')}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('documents.empty')}
        </Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="lg">
            {groups.map((group) => (
              <Stack key={group.kind} gap="xs">
                <Title order={3} fz="h5" id={`documents-${group.kind}`}>
                  {t(KIND_TEXT[group.kind])}
                </Title>
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={`documents-${group.kind}`}>
                  {group.documents.map((document) => (
                    <DocumentLink key={document.id} document={document} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** Who issues the token: names, registration number, address and website, in the reader's language first. */
export function IssuerDetails({ issuer }: { issuer: NonNullable<Offering['issuer']> }) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  const name = (language === 'th' ? issuer.nameTH : issuer.nameEN) ?? issuer.nameEN ?? issuer.nameTH;
  const address = (language === 'th' ? issuer.addressTH : issuer.addressEN) ?? issuer.addressEN ?? issuer.addressTH;
  return (
    <Stack gap="sm" component="section" aria-labelledby="issuer-title">
      <Title order={2} fz="h3" id="issuer-title" c="brand.9">
        {t('issuer.title')}
      </Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
          {name && (
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('issuer.name')}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {name}
              </Text>
            </div>
          )}
          {issuer.registrationNumber && (
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('issuer.registrationNumber')}
              </Text>
              <Text component="dd" m={0}>
                {issuer.registrationNumber}
              </Text>
            </div>
          )}
          {address && (
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('issuer.address')}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {address}
              </Text>
            </div>
          )}
          {issuer.website && (
            <div>
              <Text component="dt" size="xs" c="dimmed">
                {t('issuer.website')}
              </Text>
              <Text component="dd" m={0}>
                <Anchor href={issuer.website} target="_blank" rel="noopener noreferrer nofollow" style={{ overflowWrap: 'anywhere' }}>
                  {issuer.website}
                </Anchor>
              </Text>
            </div>
          )}
        </dl>
      </Paper>
    </Stack>
  );
}
