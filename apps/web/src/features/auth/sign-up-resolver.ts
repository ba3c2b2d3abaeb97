import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema } from '@ico/domain/auth-schemas';
import type { PasswordContext } from '@ico/domain/password-strength';
import type { z } from 'zod';
import { withStrongPassword } from './strong-password-resolver';

export type SignUpFields = z.input<typeof signUpFormSchema>;
export type SignUpValues = z.output<typeof signUpFormSchema>;

/** The words of a sign-up the password must not be built from: the username and names typed, and the link's address. */
export const signUpPasswordContext = (values: Partial<SignUpFields>, email: string): PasswordContext => ({
  username: values.username,
  email,
  names: [values.firstNameEN, values.lastNameEN, values.firstNameTH, values.lastNameTH],
});

/**
 * The domain's sign-up rules (its cross-field checks run together with the field checks), then the password rule
 * with the person's own words.
 */
export const signUpResolver = (email: string) =>
  withStrongPassword(zodResolver(signUpFormSchema), (values: SignUpFields) => ({
    field: 'password',
    password: values.password,
    context: signUpPasswordContext(values, email),
  }));
