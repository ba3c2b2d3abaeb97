import { passwordHints } from '@ico/domain/fields';
import type { PasswordContext } from '@ico/domain/password-strength';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PasswordStrength } from '../../components/password-strength';

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

/** What a new-password field says under it: the spec's hints and, for the words that are not a rule, the meter. */
export function NewPasswordHelp({ password, context }: { password: string; context: PasswordContext }) {
  return (
    <>
      <PasswordHints password={password} />
      <PasswordStrength password={password} context={context} />
    </>
  );
}
