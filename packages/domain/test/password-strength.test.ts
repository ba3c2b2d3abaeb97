import { beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '../src/fields';
import { type CommonPasswords, loadCommonPasswords, type PasswordContext, passwordWeakness } from '../src/password-strength';

const somchai: PasswordContext = {
  username: 'somchai',
  email: 'malee.srisuk@example.co.th',
  names: ['Somchai', 'Jaidee', 'สมชาย', 'ใจดี'],
};
const nobody: PasswordContext = {};

describe('passwordWeakness', () => {
  let common: CommonPasswords;
  beforeAll(async () => {
    common = await loadCommonPasswords();
  });

  it('holds the common-password list, at least the 10,000 most common', () => {
    expect(common.size).toBeGreaterThanOrEqual(10_000);
    for (const word of ['123456', 'password', 'qwerty', 'welcome', 'admin', 'p@ssw0rd']) expect(common.has(word), word).toBe(true);
  });

  it.each([
    // The passwords of the attack, each of them passing the spec's composition rule.
    ['Password1!', nobody, 'PASSWORD_COMMON'],
    ['P@ssw0rd', nobody, 'PASSWORD_COMMON'],
    ['Qwerty123!', nobody, 'PASSWORD_COMMON'],
    ['Welcome1!', nobody, 'PASSWORD_COMMON'],
    ['Passw0rd!', nobody, 'PASSWORD_COMMON'],
    ['Admin@123', nobody, 'PASSWORD_COMMON'],
    // Case, substitutions, and digits or symbols on either side.
    ['PASSWORD123!', nobody, 'PASSWORD_COMMON'],
    ['!1Password', nobody, 'PASSWORD_COMMON'],
    ['Adm1n#2024', nobody, 'PASSWORD_COMMON'],
    ['4dmin@123', nobody, 'PASSWORD_COMMON'],
    ['Dr@g0n99!', nobody, 'PASSWORD_COMMON'],
    ['Sunshine!2024', nobody, 'PASSWORD_COMMON'],
    ['Iloveyou 1', nobody, 'PASSWORD_COMMON'],
    ['Qwertyuiop1!', nobody, 'PASSWORD_COMMON'],
    ['1Qaz2wsx!', nobody, 'PASSWORD_COMMON'],
    // Built from the person's own words.
    ['somchai2024!', somchai, 'PASSWORD_PERSONAL'],
    ['Somchai2024!', somchai, 'PASSWORD_PERSONAL'],
    ['S0mch@i#1', somchai, 'PASSWORD_PERSONAL'],
    ['2024!Somchai', somchai, 'PASSWORD_PERSONAL'],
    ['SomchaiJaidee1!', somchai, 'PASSWORD_PERSONAL'],
    ['Jaidee.Somchai-9', somchai, 'PASSWORD_PERSONAL'],
    ['Malee.Srisuk1!', somchai, 'PASSWORD_PERSONAL'],
    ['Srisuk#2567', somchai, 'PASSWORD_PERSONAL'],
    ['malee.srisuk@example.co.th', somchai, 'PASSWORD_PERSONAL'],
    ['Example2024!', somchai, 'PASSWORD_PERSONAL'],
    ['Somchai-Password1', somchai, 'PASSWORD_PERSONAL'],
    ['สมชาย2024!Aa', somchai, 'PASSWORD_PERSONAL'],
    // The same shapes without the person's words, or with more than the words: accepted.
    ['somchai2024!', nobody, null],
    ['Somchai-blue-Horse-42', somchai, null],
    ['Fresh-Horse-Battery-9', somchai, null],
    ['Pw-3fa9b2c1-Good1', { username: 'u3fa9b2c1', email: 'inv-3fa9b2c1@example.com', names: ['Somchai', 'Jaidee'] }, null],
    ['Tr0ub4dor&3x', nobody, null],
    ['Kx7#mPq2vL9!', nobody, null],
    ['Timeless-Quartz7', { username: 'timt', names: ['Tim', 'Li'] }, null],
    ['Lily-Garden-88', { names: ['Li', 'Ly'] }, null],
    ['Abc!1234Xyz', nobody, null],
  ] as const)('%j for %j -> %j', (password, context, expected) => {
    expect(passwordWeakness(password, context, common)).toBe(expected);
  });

  it('leaves the composition rule to passwordSchema: the refused passwords above pass it', () => {
    for (const password of ['Password1!', 'P@ssw0rd', 'Qwerty123!', 'Welcome1!', 'Passw0rd!', 'Admin@123', 'Somchai2024!']) {
      expect(passwordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('answers within a few milliseconds for the longest password', () => {
    const started = performance.now();
    passwordWeakness(`${'!1'.repeat(16)}Somchai${'#2'.repeat(16)}`, somchai, common);
    passwordWeakness('@'.repeat(32) + 'x'.repeat(32), somchai, common);
    expect(performance.now() - started).toBeLessThan(250);
  });
});
