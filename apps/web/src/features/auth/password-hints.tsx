import { passwordHints } from '@ico/domain/fields';
import type { PasswordContext } from '@ico/domain/password-strength';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/password-field';
import { PasswordStrength } from '../../components/password-strength';
import { useFieldError } from '../../lib/error-text';

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

type NewPasswordFieldsProps = {
  /** The form's registrations of the new password and its confirmation (their names differ from form to form). */
  fields: { password: UseFormRegisterReturn; confirm: UseFormRegisterReturn };
  errors: { password?: FieldError; confirm?: FieldError };
  /** The new password as typed, for the hints and the meter. */
  value: string;
  context: PasswordContext;
  label: string;
  confirmLabel: string;
};

/** A new password and its confirmation, with the hints and the meter under the first (sign-up, activation, reset, change). */
export function NewPasswordFields({ fields, errors, value, context, label, confirmLabel }: NewPasswordFieldsProps) {
  const fieldError = useFieldError();
  return (
    <>
      <PasswordField
        {...fields.password}
        label={label}
        autoComplete="new-password"
        withAsterisk
        description={<NewPasswordHelp password={value} context={context} />}
        error={fieldError(errors.password)}
      />
      <PasswordField {...fields.confirm} label={confirmLabel} autoComplete="new-password" withAsterisk error={fieldError(errors.confirm)} />
    </>
  );
}
