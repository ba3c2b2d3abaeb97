import { Anchor, Box, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_LINKS } from '../../lib/site-map';
import classes from './help-bar.module.css';

/** The header's top line on wide screens: the inquiry forms for contact, corporate accounts and two-factor resets. */
export function HelpBar() {
  const { t } = useTranslation();
  return (
    <Box visibleFrom="sm" className={classes.bar}>
      <Container>
        <Group component="nav" aria-label={t('helpLinks.label')} justify="flex-end" gap="lg" h={32} wrap="nowrap">
          {HELP_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} className={classes.link}>
              {t(link.labelKey)}
            </Anchor>
          ))}
        </Group>
      </Container>
    </Box>
  );
}
