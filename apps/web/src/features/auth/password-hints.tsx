import { passwordHints } from '@ico/domain/fields';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const HINTS = [
  ['length', 'passwordHints.length'],
  ['upperAndLower', 'passwordHints.upperAndLower'],
  ['digit', 'passwordHints.digit'],
  ['special', 'passwordHints.special'],
] as const;

/**
 * The strength hints under a new password (spec section 5), ticked while the user types. Rendered as
 * spans: the hints are the field's description, which Mantine renders in a paragraph it links to the input.
 */
export function PasswordHints({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const met = passwordHints(password);
  return (
    <Box component="span" display="grid" mt={6} style={{ gap: 4 }}>
      <Text component="span" size="xs" c="dimmed">
        {t('passwordHints.title')}
      </Text>
      {HINTS.map(([hint, labelKey]) => (
        <Text
          component="span"
          key={hint}
          size="xs"
          c={met[hint] ? 'teal.9' : 'dimmed'}
          display="flex"
          style={{ alignItems: 'center', gap: 6 }}
        >
          {met[hint] ? <IconCircleCheckFilled size={14} aria-hidden /> : <IconCircle size={14} aria-hidden />}
          {t(labelKey)}
          <VisuallyHidden component="span">{met[hint] ? t('passwordHints.met') : t('passwordHints.unmet')}</VisuallyHidden>
        </Text>
      ))}
    </Box>
  );
}
