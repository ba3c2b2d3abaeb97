import { loadCommonPasswords, type PasswordContext, passwordWeakness } from '@ico/domain/password-strength';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** Which field holds the new password, and the person's words it must not be built from. */
type NewPassword<F extends FieldValues> = { field: Path<F>; password: string | undefined; context: PasswordContext };

/**
 * A form's resolver plus the domain's password rule: a new password that passes the composition rule but is common
 * or built from the person's own words gets PASSWORD_COMMON / PASSWORD_PERSONAL under its field, as the server
 * would answer. The list of common passwords loads on the first check (the meter has usually loaded it by then).
 */
export function withStrongPassword<F extends FieldValues, C, V>(
  resolver: Resolver<F, C, V>,
  newPassword: (values: F) => NewPassword<F>,
): Resolver<F, C, V> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const { field, password, context: words } = newPassword(values);
    if (!password || field in result.errors) return result;
    const weakness = passwordWeakness(password, words, await loadCommonPasswords());
    if (!weakness) return result;
    const errors = { ...result.errors, [field]: { type: 'weak', message: weakness } } as FieldErrors<F>;
    return { values: {}, errors };
  };
}
