import { COMPANY } from '@ico/domain/company';
import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_LINKS, INFORMATION_LINKS, POLICY_LINKS, type SiteLink } from '../../lib/site-map';
import { Logo } from '../logo';
import classes from './footer.module.css';

function LinkColumn({ title, links }: { title: string; links: readonly SiteLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <Title order={2} className={classes.columnTitle}>
        {title}
      </Title>
      <Stack gap={6} component="ul" className={classes.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} className={classes.link}>
              {t(link.labelKey)}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const thai = i18n.resolvedLanguage === 'th';
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={{ base: 32, md: 48 }}>
          <Stack gap="md">
            <Logo inverted />
            <Text size="sm" className={classes.muted}>
              {t('footer.tagline')}
            </Text>
            <Stack gap={8} component="address" className={classes.address}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={16} className={classes.icon} aria-hidden />
                <Text size="sm" className={classes.muted}>
                  {thai ? COMPANY.addressTH : COMPANY.addressEN}
                </Text>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconPhone size={16} className={classes.icon} aria-hidden />
                <Anchor href={`tel:${COMPANY.phone.replaceAll(' ', '')}`} size="sm" className={classes.link}>
                  {COMPANY.phone}
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap">
                <IconMail size={16} className={classes.icon} aria-hidden />
                <Anchor href={`mailto:${COMPANY.supportEmail}`} size="sm" className={classes.link}>
                  {COMPANY.supportEmail}
                </Anchor>
              </Group>
            </Stack>
          </Stack>
          <LinkColumn title={t('footer.information')} links={INFORMATION_LINKS} />
          <LinkColumn title={t('footer.company')} links={COMPANY_LINKS} />
          <LinkColumn title={t('footer.policies')} links={POLICY_LINKS} />
        </SimpleGrid>
        <Divider my={32} color="rgba(255,255,255,0.12)" />
        <Stack gap={8}>
          <Text size="xs" className={classes.muted}>
            {t('footer.riskNotice')}
          </Text>
          <Text size="xs" className={classes.muted}>
            {t('footer.copyright', { year: thai ? year + 543 : year, company: thai ? COMPANY.nameTH : COMPANY.nameEN })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
