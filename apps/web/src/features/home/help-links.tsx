import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INQUIRY_LINK } from '../../lib/site-map';

/** Under the home page's contact button: the inquiries for a corporate account and for a two-factor reset. */
export function HomeHelpLinks() {
  const { t } = useTranslation();
  const links = [
    { question: t('helpLinks.corporateQuestion'), to: INQUIRY_LINK.corporate, label: t('helpLinks.corporate') },
    { question: t('helpLinks.otpQuestion'), to: INQUIRY_LINK.otpReset, label: t('helpLinks.otpReset') },
  ];
  return (
    <Stack gap={6} mt="lg" align="center">
      {links.map((link) => (
        <Text key={link.to} size="sm" c="dimmed">
          {link.question}{' '}
          <Anchor component={Link} to={link.to} fw={500}>
            {link.label}
          </Anchor>
        </Text>
      ))}
    </Stack>
  );
}
