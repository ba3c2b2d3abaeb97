import { createTokenSigner } from '../../../apps/api/src/security/tokens';
import { BENCH_JWT_SECRET } from './settings';

const signer = createTokenSigner(BENCH_JWT_SECRET);

/** An access token of `userId`'s session, signed as the bench API processes sign theirs (valid 15 minutes). */
export const signAccessToken = (userId: number, sessionId: string): Promise<string> => signer.signAccess({ userId, sessionId });
