import type { PasswordContext } from '@ico/domain/password-strength';
import { estimateStrength, type StrengthScore } from './password-strength-estimator';

export type StrengthRequest = { id: number; password: string; context: PasswordContext };
export type StrengthAnswer = { id: number; score: StrengthScore };

/** The worker's side of the meter (password-strength.tsx): one estimate per request, answered with its id. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<StrengthRequest>) => void) | null;
  postMessage(answer: StrengthAnswer): void;
};

scope.onmessage = (event) => {
  const { id, password, context } = event.data;
  void estimateStrength(password, context).then((score) => scope.postMessage({ id, score }));
};
