import { createHash } from 'node:crypto';
import { normalizeDocumentNumber, normalizeName } from '@ico/domain/screening-names';
import type { InvestorFacts } from '@ico/domain/screening-score';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { verificationSubmission } from '../../db/schema';
import type { UserRow } from '../accounts/user-row';

/** The columns of an investor that screening reads. */
export type ScreenedUser = Pick<
  UserRow,
  | 'id'
  | 'individual'
  | 'nationality'
  | 'firstNameEN'
  | 'lastNameEN'
  | 'firstNameTH'
  | 'lastNameTH'
  | 'companyName'
  | 'detailInfo'
  | 'thaiIdNumber'
  | 'passportId'
>;

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');

/**
 * An investor's facts as screening compares them: the person's names in English and Thai; a corporate investor's
 * company name (from the account and from its newest company file); the Thai ID or passport number, the birth date and
 * the nationality of the detail information. An individual's `companyName` is their employer's and is not screened as
 * theirs. The company file holds no directors today: they are not screened (decision 0030, known limits).
 */
export function investorFacts(account: ScreenedUser, companyFileName: string | null): InvestorFacts {
  const names: InvestorFacts['names'] = [
    { text: joined(account.firstNameEN, account.lastNameEN), kind: 'individual' },
    { text: joined(account.firstNameTH, account.lastNameTH), kind: 'individual' },
  ];
  if (account.individual === 'corporate') {
    for (const company of new Set([account.companyName, companyFileName])) {
      if (company?.trim()) names.push({ text: company.trim(), kind: 'entity' });
    }
  }
  return {
    names: names.filter((n) => n.text !== ''),
    thaiId: account.thaiIdNumber,
    passport: account.passportId,
    birthDate: account.detailInfo?.birthdate ?? null,
    nationalities: account.nationality === 'THAI' ? ['TH'] : [],
  };
}

/** The company name of a corporate investor's newest company file, if any. */
export async function companyFileName(db: Database | Tx, account: Pick<UserRow, 'id' | 'individual'>): Promise<string | null> {
  if (account.individual !== 'corporate') return null;
  const [row] = await db
    .select({ data: verificationSubmission.data })
    .from(verificationSubmission)
    .where(and(eq(verificationSubmission.userId, account.id), eq(verificationSubmission.item, 'companyFile')))
    .orderBy(desc(verificationSubmission.submittedAt), desc(verificationSubmission.id))
    .limit(1);
  const name = (row?.data as Record<string, unknown> | undefined)?.companyName;
  return typeof name === 'string' ? name : null;
}

/** The names as the trigram indexes hold them, each once. */
export function normalizedNames(facts: InvestorFacts): Array<{ normalized: string; script: 'latin' | 'thai' }> {
  const seen = new Map<string, 'latin' | 'thai'>();
  for (const name of facts.names) {
    const n = normalizeName(name.text);
    if (n.normalized !== '') seen.set(n.normalized, n.script);
  }
  return [...seen].map(([normalized, script]) => ({ normalized, script }));
}

/** The investor's document numbers in the lists' form. */
export const documentNumbers = (facts: InvestorFacts): string[] =>
  [facts.thaiId, facts.passport].filter((d): d is string => !!d).map(normalizeDocumentNumber);

/**
 * The hash of the facts as compared (normalised): a false positive stays quiet while it is the same, and speaks again
 * when a name, a number, the birth date or the nationality changes.
 */
export function factsHash(facts: InvestorFacts): string {
  const canonical = {
    names: normalizedNames(facts)
      .map((n) => n.normalized)
      .sort(),
    documents: documentNumbers(facts).sort(),
    birthDate: facts.birthDate ?? null,
    nationalities: [...(facts.nationalities ?? [])].sort(),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
