import { loadCommonPasswords, type PasswordContext, passwordWeakness } from '@ico/domain/password-strength';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** 0 (guessed at once) to 4 (very hard to guess), zxcvbn's scale. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });

/**
 * How hard `password` is to guess (zxcvbn, with the person's own words as its user inputs). A password the portal
 * refuses (the domain's rule) scores 0 whatever zxcvbn says, so the meter never calls a refused password strong.
 * Loaded only by the password forms, with the dictionaries (its own chunk).
 */
export async function estimateStrength(password: string, context: PasswordContext): Promise<StrengthScore> {
  if (passwordWeakness(password, context, await loadCommonPasswords())) return 0;
  const words = [context.username, context.email, ...(context.names ?? [])].filter((word): word is string => Boolean(word));
  return zxcvbn.check(password, words).score;
}
