import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_LINKS, COMPANY_LINKS, INFORMATION_LINKS, POLICY_LINKS, type SiteLink } from '../../lib/site-map';
import { DocPage } from './doc-page';

function SiteMap() {
  const { t } = useTranslation();
  const groups: Array<[string, readonly SiteLink[]]> = [
    [t('footer.information'), INFORMATION_LINKS],
    [t('footer.company'), COMPANY_LINKS],
    [t('footer.policies'), POLICY_LINKS],
    [t('footer.account'), ACCOUNT_LINKS],
  ];
  return (
    <section id="sitemap" aria-labelledby="sitemap-heading" style={{ scrollMarginTop: 88 }}>
      <Title order={2} id="sitemap-heading" c="brand.9" mb="md" fz="h3">
        {t('nav.siteMap')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl">
        {groups.map(([title, links]) => (
          <Stack key={title} gap={6}>
            <Text fw={600}>{title}</Text>
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {t(link.labelKey)}
              </Anchor>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}

export function SitePolicyPage() {
  const { t } = useTranslation();
  return <DocPage ns="site-policy" eyebrow={t('footer.policies')} after={<SiteMap />} />;
}
