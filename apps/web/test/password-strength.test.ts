import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@ico/domain/auth-schemas';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { estimateStrength } from '../src/components/password-strength-estimator';
import { signUpResolver } from '../src/features/auth/sign-up-resolver';
import { withStrongPassword } from '../src/features/auth/strong-password-resolver';

const somchai = { username: 'somchai', email: 'somchai.j@example.com', names: ['Somchai', 'Jaidee'] };

describe('the strength meter', () => {
  it.each([
    ['Password1!', {}, 0],
    ['P@ssw0rd', {}, 0],
    ['Somchai2024!', somchai, 0],
  ] as const)('scores a password the portal refuses 0: %j', async (password, context, score) => {
    expect(await estimateStrength(password, context)).toBe(score);
  });

  it('scores a long passphrase and a random password strong (3 or 4), a short name-and-year one weaker', async () => {
    expect(await estimateStrength('Lotus-Canal-Rice-Mango7', somchai)).toBeGreaterThanOrEqual(3);
    expect(await estimateStrength('Kx7#mPq2vL9!zR', {})).toBeGreaterThanOrEqual(3);
    expect(await estimateStrength('Bangkok2024!', {})).toBeLessThanOrEqual(2);
  });
});

type ChangeForm = z.input<typeof changePasswordFormSchema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ChangeForm>;

describe('withStrongPassword', () => {
  const resolver = withStrongPassword(zodResolver(changePasswordFormSchema), (values: ChangeForm) => ({
    field: 'new_password',
    password: values.new_password,
    context: somchai,
  }));
  const check = (newPassword: string) =>
    resolver({ old_password: 'Old-Passw0rd!', new_password: newPassword, confirm_password: newPassword }, undefined, options);

  it.each([
    ['Qwerty123!', 'PASSWORD_COMMON'],
    ['Jaidee#2024', 'PASSWORD_PERSONAL'],
    ['short', 'PASSWORD_MORE_THAN_8'],
  ])('puts the code of %j under the new password: %s', async (password, code) => {
    expect((await check(password)).errors.new_password?.message).toBe(code);
  });

  it('lets a good password through with the form values', async () => {
    const result = await check('Lotus-Canal-Rice7');
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ new_password: 'Lotus-Canal-Rice7' });
  });

  it('checks a sign-up password against the username, names and the address of the link', async () => {
    const signUp = signUpResolver('malee.srisuk@example.co.th');
    const values = {
      username: 'anan77',
      password: 'Srisuk#2567',
      password2: 'Srisuk#2567',
      firstNameEN: 'Anan',
      lastNameEN: 'Director',
      firstNameTH: '',
      lastNameTH: '',
      nationality: 'FOREIGN',
      individual: 'individual',
      usCitizen: 'no',
      usTaxResident: 'no',
      agreementCheck: true,
    } as const;
    const refused = await signUp(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
    expect(refused.errors.password?.message).toBe('PASSWORD_PERSONAL');
    const accepted = await signUp({ ...values, password: 'Lotus-Canal-Rice7', password2: 'Lotus-Canal-Rice7' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);
    expect(accepted.errors).toEqual({});
  });
});
