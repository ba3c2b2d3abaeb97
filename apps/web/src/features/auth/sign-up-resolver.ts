import { signUpFormSchema } from '@ico/domain/auth-schemas';
import { nameThSchema } from '@ico/domain/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type SignUpFields = z.input<typeof signUpFormSchema>;
export type SignUpValues = z.output<typeof signUpFormSchema>;

const schemaResolver = zodResolver(signUpFormSchema);

/**
 * The domain's sign-up schema, plus one convenience: its cross-field checks (password confirmation,
 * Thai names of Thai nationals) run only once every single field is valid, so they are repeated here with
 * the same domain rules to show every message in one round instead of two.
 */
export const signUpResolver: Resolver<SignUpFields, unknown, SignUpValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const errors: FieldErrors<SignUpFields> = { ...result.errors };
  if (!errors.password2 && values.password2 && values.password !== values.password2) {
    errors.password2 = { type: 'custom', message: 'PASSWORD_NOT_MATCH' };
  }
  if (values.nationality === 'THAI') {
    for (const field of ['firstNameTH', 'lastNameTH'] as const) {
      const check = nameThSchema.safeParse(values[field] ?? '');
      if (!errors[field] && !check.success) errors[field] = { type: 'custom', message: check.error.issues[0]?.message };
    }
  }
  return { values: {}, errors };
};
