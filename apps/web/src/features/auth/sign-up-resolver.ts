import { zodResolver } from '@hookform/resolvers/zod';
import { signUpFormSchema } from '@ico/domain/auth-schemas';
import type { z } from 'zod';

export type SignUpFields = z.input<typeof signUpFormSchema>;
export type SignUpValues = z.output<typeof signUpFormSchema>;

/** The domain's sign-up rules (its cross-field checks run together with the field checks). */
export const signUpResolver = zodResolver(signUpFormSchema);
