/**
 * Passwords nobody guesses (PRODUCT.md section 6), on top of the spec's composition rule (`passwordSchema`): a new
 * password is refused when it is a common password, or is built from the person's own username, e-mail address or
 * names. Both checks look through what people do to pass a composition rule: capitals, the usual letter-for-symbol
 * substitutions (`P@ssw0rd`), and digits or symbols put before or after (`Password1!`, `somchai2024!`).
 */

/** Why a password is refused; each is an error code (errors.ts) shown under the password field. */
export type PasswordWeakness = 'PASSWORD_COMMON' | 'PASSWORD_PERSONAL';

/** What the person typed elsewhere: a password built from it is refused. Missing parts are skipped. */
export type PasswordContext = {
  username?: string | null | undefined;
  email?: string | null | undefined;
  names?: readonly (string | null | undefined)[];
};

/** Common passwords, lower case, most common first in the source list. */
export type CommonPasswords = ReadonlySet<string>;

/** A word shorter than this is no evidence: a common core or a personal word must be at least this long. */
const MIN_CORE_LENGTH = 4;
const MIN_TOKEN_LENGTH = 3;
/** What may stay of a password once the person's own words are taken out, and it still counts as built from them. */
const MAX_PERSONAL_REST = 2;

/** The usual substitutions, each read back as a letter; the second table reads the ambiguous ones the other way. */
const SUBSTITUTIONS: readonly Readonly<Record<string, string>>[] = [
  {
    '@': 'a',
    '4': 'a',
    '8': 'b',
    '3': 'e',
    '6': 'g',
    '9': 'g',
    '1': 'i',
    '!': 'i',
    '|': 'i',
    '0': 'o',
    $: 's',
    '5': 's',
    '7': 't',
    '+': 't',
    '2': 'z',
  },
  {
    '@': 'a',
    '4': 'a',
    '8': 'b',
    '3': 'e',
    '6': 'g',
    '9': 'g',
    '1': 'l',
    '!': 'l',
    '|': 'l',
    '0': 'o',
    $: 's',
    '5': 's',
    '7': 'l',
    '+': 't',
    '2': 'z',
  },
];

const LETTER = /\p{L}/u;

/** The password with the substitutions read back, both ways, and as typed (lower case). */
function readings(text: string): string[] {
  const variants = SUBSTITUTIONS.map((table) => Array.from(text, (c) => table[c] ?? c).join(''));
  return [...new Set([text, ...variants])];
}

/**
 * The cores of a password: what is left when any number of the digits and symbols before and after it are taken off
 * (`welcome1!` gives `welcome1!`, `welcome1`, `welcome`). Substitution symbols at the ends are cut too, so each
 * core is also read with the substitutions (`4dmin@123` gives `dmin@123` ... and `4dmin`, read `admin`).
 */
function cores(lower: string): string[] {
  const chars = Array.from(lower);
  let lead = 0;
  while (lead < chars.length && !LETTER.test(chars[lead] as string)) lead++;
  let trail = 0;
  while (trail < chars.length - lead && !LETTER.test(chars[chars.length - 1 - trail] as string)) trail++;
  const found: string[] = [];
  for (let start = 0; start <= lead; start++) {
    for (let cut = 0; cut <= trail; cut++) {
      const core = chars.slice(start, chars.length - cut).join('');
      if (core.length > 0) found.push(core);
    }
  }
  return found;
}

/** The person's words, lower case: username, e-mail address and its parts, each name and its parts. */
function personalTokens(context: PasswordContext): string[] {
  const tokens = new Set<string>();
  const add = (value: string | null | undefined) => {
    const word = value?.trim().toLowerCase();
    if (word && Array.from(word).length >= MIN_TOKEN_LENGTH) tokens.add(word);
  };
  add(context.username);
  const email = context.email?.trim().toLowerCase();
  if (email) {
    add(email);
    const [local = '', domain = ''] = email.split('@');
    add(local);
    for (const part of local.split(/[^\p{L}]+/u)) add(part);
    // The domain's labels but its last (example in example.co.th, gmail in gmail.com).
    for (const label of domain.split('.').slice(0, -1)) if (!['co', 'ac', 'go', 'or', 'in'].includes(label)) add(label);
  }
  for (const name of context.names ?? []) {
    add(name);
    for (const part of name?.split(/[\s'.,-]+/u) ?? []) add(part);
  }
  // Longest first, so a full address goes before its parts.
  return [...tokens].sort((a, b) => b.length - a.length);
}

/** The letters of `text` once every personal token is taken out, or null when none was in it. */
function restWithout(text: string, tokens: readonly string[]): string | null {
  let rest = text;
  for (const token of tokens) rest = rest.split(token).join(' ');
  if (rest === text) return null;
  return Array.from(rest)
    .filter((c) => LETTER.test(c))
    .join('');
}

/**
 * Why `password` must not be chosen, or null when it may. PERSONAL: once the person's own words (username, e-mail
 * address, names; 3 letters or more) are taken out, at most 2 letters are left, or a common password. COMMON: the
 * password, or its core without the digits and symbols around it (4 characters or more), read as typed or with the
 * substitutions read back, is in `common`. Case never matters.
 */
export function passwordWeakness(password: string, context: PasswordContext, common: CommonPasswords): PasswordWeakness | null {
  const lower = password.toLowerCase();
  const candidates = cores(lower).flatMap((core) => readings(core).map((reading) => ({ core, reading })));
  const tokens = personalTokens(context);
  for (const { reading } of candidates) {
    const rest = restWithout(reading, tokens);
    if (rest !== null && (rest.length <= MAX_PERSONAL_REST || common.has(rest))) return 'PASSWORD_PERSONAL';
  }
  for (const { core, reading } of candidates) {
    if ((core === lower || Array.from(core).length >= MIN_CORE_LENGTH) && common.has(reading)) return 'PASSWORD_COMMON';
  }
  return null;
}

let commonPasswords: Promise<CommonPasswords> | undefined;

/**
 * The common passwords of @zxcvbn-ts/language-common (about 49,000, from leaked password lists), loaded on first
 * use and kept: the server loads them once, the web only on the pages that set a password (its own chunk).
 */
export function loadCommonPasswords(): Promise<CommonPasswords> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return commonPasswords;
}
